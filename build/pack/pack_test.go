package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/macho"
	"encoding/binary"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
)

// machHeader is the smallest Mach-O file: a 64-bit header with no load commands.
func machHeader(cpu macho.Cpu, sub uint32) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, []uint32{macho.Magic64, uint32(cpu), sub, uint32(macho.TypeExec), 0, 0, 0, 0})
	return b.Bytes()
}

func TestUniversalHoldsBothPrograms(t *testing.T) {
	arm := append(machHeader(macho.CpuArm64, 0), "arm program"...)
	intel := append(machHeader(macho.CpuAmd64, 3), "intel program"...)
	fat, err := universal(arm, intel)
	if err != nil {
		t.Fatal(err)
	}
	ff, err := macho.NewFatFile(bytes.NewReader(fat))
	if err != nil {
		t.Fatalf("not a universal binary: %v", err)
	}
	if len(ff.Arches) != 2 || ff.Arches[0].Cpu != macho.CpuArm64 || ff.Arches[1].Cpu != macho.CpuAmd64 {
		t.Fatalf("arches %+v", ff.Arches)
	}
	for i, want := range [][]byte{arm, intel} {
		a := ff.Arches[i]
		if a.Offset%(1<<fatAlign) != 0 {
			t.Errorf("arch %d at %d, not aligned", i, a.Offset)
		}
		if got := fat[a.Offset : a.Offset+a.Size]; !bytes.Equal(got, want) {
			t.Errorf("arch %d holds other bytes", i)
		}
	}
	if _, err := universal([]byte("not a program")); err == nil {
		t.Error("a file that is no Mach-O program was joined")
	}
	// Headers alone carry no signature: such an arm64 part must be refused.
	if err := checkArmSigned(fat); err == nil {
		t.Error("an unsigned arm64 program passed the signature check")
	}
}

func TestIcnsListsEveryPNG(t *testing.T) {
	data, err := icns()
	if err != nil {
		t.Fatal(err)
	}
	if string(data[:4]) != "icns" || int(binary.BigEndian.Uint32(data[4:8])) != len(data) {
		t.Fatalf("bad icns header %q %d (file %d bytes)", data[:4], binary.BigEndian.Uint32(data[4:8]), len(data))
	}
	seen := 0
	for at := 8; at < len(data); seen++ {
		code, n := string(data[at:at+4]), int(binary.BigEndian.Uint32(data[at+4:at+8]))
		img, err := png.Decode(bytes.NewReader(data[at+8 : at+n]))
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if want := icnsTypes[seen]; code != want.code || img.Bounds().Dx() != want.px {
			t.Errorf("entry %d is %s at %d px, want %s at %d", seen, code, img.Bounds().Dx(), want.code, want.px)
		}
		at += n
	}
	if seen != len(icnsTypes) {
		t.Errorf("%d entries, want %d", seen, len(icnsTypes))
	}
}

func TestInfoPlistNamesTheProgramAndVersion(t *testing.T) {
	p := infoPlist("v1.2.3-4-gabcdef0")
	for _, want := range []string{"<string>mercado</string>", "<string>1.2.3</string>", "<string>v1.2.3-4-gabcdef0</string>", "<string>Mercado</string>"} {
		if !strings.Contains(p, want) {
			t.Errorf("Info.plist lacks %s", want)
		}
	}
	if numericVersion("0aecd79") != "0.0.0" || numericVersion("v2.10.4") != "2.10.4" {
		t.Errorf("numericVersion: %q %q", numericVersion("0aecd79"), numericVersion("v2.10.4"))
	}
}

// tinyProgram builds an empty Go program for a system, as the builds are made.
func tinyProgram(t *testing.T, goos, goarch string) []byte {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module tiny\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\nfunc main() {}\n"), 0o644)
	cmd := exec.Command("go", "build", "-ldflags", "-s -w", "-o", "tiny", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0", "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "tiny"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestUniversalMacProgramIsSigned(t *testing.T) {
	fat, err := universal(tinyProgram(t, "darwin", "arm64"), tinyProgram(t, "darwin", "amd64"))
	if err != nil {
		t.Fatal(err)
	}
	if err := checkArmSigned(fat); err != nil {
		t.Error(err)
	}
}

// TestWindowsProgramGetsIconAndVersion builds a tiny Windows program and reads the
// resources back as Explorer would.
func TestWindowsProgramGetsIconAndVersion(t *testing.T) {
	exe := tinyProgram(t, "windows", "amd64")
	withRes, err := windowsResources(exe, "v1.2.3")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := winres.LoadFromEXE(bytes.NewReader(withRes))
	if err != nil {
		t.Fatal(err)
	}
	icon, err := rs.GetIcon(winres.ID(1))
	if err != nil {
		t.Fatalf("no icon: %v", err)
	}
	var ico bytes.Buffer
	if err := icon.SaveICO(&ico); err != nil || ico.Len() < 1000 {
		t.Fatalf("icon: %v, %d bytes", err, ico.Len())
	}
	vi, err := version.FromBytes(rs.Get(winres.RT_VERSION, winres.ID(1), winres.LCIDDefault))
	if err != nil {
		t.Fatalf("no version information: %v", err)
	}
	if !strings.Contains(string(vi.Bytes()), "M\x00e\x00r\x00c\x00a\x00d\x00o") {
		t.Error("the version information does not name Mercado")
	}
}

func TestArchivesKeepNamesAndModes(t *testing.T) {
	dir := t.TempDir()
	files := []file{{"a/bin/mercado", 0o755, []byte("program")}, {"a/README.md", 0o644, []byte("read me")}}
	zp, tp := filepath.Join(dir, "x.zip"), filepath.Join(dir, "x.tar.gz")
	if err := writeZip(zp, files); err != nil {
		t.Fatal(err)
	}
	if err := writeTarGz(tp, files); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(zp)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for i, f := range zr.File {
		if f.Name != files[i].name || f.Mode().Perm() != files[i].mode {
			t.Errorf("zip entry %s %v, want %s %v", f.Name, f.Mode(), files[i].name, files[i].mode)
		}
	}
	raw, _ := os.ReadFile(tp)
	gz, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for i := range files {
		h, err := tr.Next()
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(tr)
		if h.Name != files[i].name || os.FileMode(h.Mode) != files[i].mode || string(data) != string(files[i].data) {
			t.Errorf("tar entry %s %o %q", h.Name, h.Mode, data)
		}
	}
}

func TestSumsReadBySha256sum(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "b.zip"), []byte("bee"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.tar.gz"), []byte("ay"), 0o644)
	if err := writeSums(dir, []string{"b.zip", "a.tar.gz"}); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sha256sum", "-c", "SHA256SUMS")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("sha256sum -c: %v\n%s", err, out)
	}
}

func TestLinuxTreeHasMenuEntryAndIcons(t *testing.T) {
	files, err := linuxTree("m/", []byte("program"))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, f := range files {
		names[f.name] = true
	}
	for _, want := range []string{"m/bin/mercado", "m/share/applications/mercado.desktop", "m/share/icons/hicolor/256x256/apps/mercado.png", "m/share/icons/hicolor/16x16/apps/mercado.png"} {
		if !names[want] {
			t.Errorf("missing %s", want)
		}
	}
}

func TestRunRefusesBadCommands(t *testing.T) {
	for _, args := range [][]string{nil, {"bake", "x"}, {"web"}, {"dist", "a", "b"}} {
		if err := run(args); err == nil {
			t.Errorf("run(%q) gave no error", args)
		}
	}
}
