package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"strings"
)

// fatAlign is where each architecture starts in a universal binary: 2^14, the page size
// of Apple silicon.
const fatAlign = 14

// universal joins single-architecture Mach-O programs into one universal ("fat") program,
// as lipo does: a big-endian header listing each architecture's CPU, offset and size,
// then the programs, each at an aligned offset. Each keeps its own code signature (Go
// signs arm64 programs itself).
func universal(programs ...[]byte) ([]byte, error) {
	type arch struct{ cpu, sub uint32 }
	archs := make([]arch, len(programs))
	for i, p := range programs {
		f, err := macho.NewFile(bytes.NewReader(p))
		if err != nil {
			return nil, fmt.Errorf("program %d is not a Mach-O file: %w", i, err)
		}
		archs[i] = arch{uint32(f.Cpu), f.SubCpu}
	}
	align := uint32(1) << fatAlign
	var out bytes.Buffer
	binary.Write(&out, binary.BigEndian, []uint32{macho.MagicFat, uint32(len(programs))})
	offset := (8 + 20*uint32(len(programs)) + align - 1) / align * align
	offsets := make([]uint32, len(programs))
	for i, p := range programs {
		offsets[i] = offset
		binary.Write(&out, binary.BigEndian, []uint32{archs[i].cpu, archs[i].sub, offset, uint32(len(p)), fatAlign})
		offset = (offset + uint32(len(p)) + align - 1) / align * align
	}
	for i, p := range programs {
		out.Write(make([]byte, int(offsets[i])-out.Len()))
		out.Write(p)
	}
	return out.Bytes(), nil
}

// lcCodeSignature is the load command of a Mach-O code signature.
const lcCodeSignature = 0x1d

// checkArmSigned makes sure the Apple silicon part of a universal program carries a code
// signature: macOS runs no unsigned arm64 code. Go's linker signs it (ad hoc); this
// catches a toolchain or flag that would not.
func checkArmSigned(fat []byte) error {
	ff, err := macho.NewFatFile(bytes.NewReader(fat))
	if err != nil {
		return err
	}
	for _, a := range ff.Arches {
		if a.Cpu != macho.CpuArm64 {
			continue
		}
		for _, l := range a.Loads {
			if raw := l.Raw(); len(raw) >= 4 && a.ByteOrder.Uint32(raw) == lcCodeSignature {
				return nil
			}
		}
		return fmt.Errorf("the arm64 program has no code signature: macOS would not run it")
	}
	return fmt.Errorf("the universal program has no arm64 part")
}

// infoPlist describes the app bundle to macOS.
func infoPlist(ver string) string {
	esc := func(s string) string {
		var b strings.Builder
		xml.EscapeText(&b, []byte(s))
		return b.String()
	}
	num := numericVersion(ver)
	return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key><string>Mercado</string>
	<key>CFBundleDisplayName</key><string>Mercado</string>
	<key>CFBundleIdentifier</key><string>io.github.mercado-game.mercado</string>
	<key>CFBundleExecutable</key><string>mercado</string>
	<key>CFBundleIconFile</key><string>Mercado</string>
	<key>CFBundlePackageType</key><string>APPL</string>
	<key>CFBundleInfoDictionaryVersion</key><string>6.0</string>
	<key>CFBundleShortVersionString</key><string>` + num + `</string>
	<key>CFBundleVersion</key><string>` + esc(ver) + `</string>
	<key>LSMinimumSystemVersion</key><string>12.0</string>
	<key>LSApplicationCategoryType</key><string>public.app-category.board-games</string>
	<key>NSHighResolutionCapable</key><true/>
	<key>NSHumanReadableCopyright</key><string>A fan implementation of Mercado de Lisboa by Vital Lacerda and Julián Pombo (Eagle-Gryphon Games).</string>
</dict>
</plist>
`
}

// appBundle lays out Mercado.app around a program, under dir.
func appBundle(dir string, program []byte, ver string) ([]file, error) {
	icon, err := icns()
	if err != nil {
		return nil, err
	}
	c := dir + "Mercado.app/Contents/"
	return []file{
		{c + "Info.plist", 0o644, []byte(infoPlist(ver))},
		{c + "MacOS/mercado", 0o755, program},
		{c + "Resources/Mercado.icns", 0o644, icon},
	}, nil
}
