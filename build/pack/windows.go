package main

import (
	"bytes"
	"fmt"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
)

// windowsResources puts the icon and the version information into a Windows program,
// as Explorer and the task bar show them.
func windowsResources(exe []byte, ver string) ([]byte, error) {
	imgs, err := iconImages(16, 24, 32, 48, 64, 128, 256)
	if err != nil {
		return nil, err
	}
	icon, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, fmt.Errorf("windows icon: %w", err)
	}
	rs := &winres.ResourceSet{}
	if err := rs.SetIcon(winres.ID(1), icon); err != nil {
		return nil, err
	}
	var vi version.Info
	vi.SetFileVersion(numericVersion(ver))
	vi.SetProductVersion(numericVersion(ver))
	for key, value := range map[string]string{
		version.ProductName:      "Mercado",
		version.FileDescription:  "Mercado",
		version.ProductVersion:   ver,
		version.FileVersion:      ver,
		version.OriginalFilename: "Mercado.exe",
		version.LegalCopyright:   "A fan implementation of Mercado de Lisboa (Vital Lacerda, Julián Pombo; Eagle-Gryphon Games)",
	} {
		if err := vi.Set(winres.LCIDDefault, key, value); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)
	var out bytes.Buffer
	if err := rs.WriteToEXE(&out, bytes.NewReader(exe)); err != nil {
		return nil, fmt.Errorf("windows resources: %w", err)
	}
	return out.Bytes(), nil
}
