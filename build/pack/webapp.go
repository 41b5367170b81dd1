package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"sort"
	"strings"

	"mercado/assets"
	"mercado/ui"
)

// The browser version as an app: a web app manifest (so a phone can put it on its home
// screen, full screen, in either orientation) with icons drawn from the game's own icon,
// and a service worker that keeps the game's files so that it starts and plays with no
// network after the first visit (build/web/sw.js).

// manifestName is the manifest's file name; .webmanifest is the type's registered
// extension.
const manifestName = "manifest.webmanifest"

// appIcons are the manifest's icons: the icon as the desktop has it at the two sizes
// Android asks for, and a maskable one that a launcher may cut to any shape.
var appIcons = []struct {
	name     string
	px       int
	maskable bool
}{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable-512.png", 512, true},
}

// hexColor writes c as #rrggbb.
func hexColor(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// webManifest is the manifest's JSON for version ver.
func webManifest(ver string) ([]byte, error) {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	m := struct {
		ID          string `json:"id"`
		Name        string `json:"name"`
		ShortName   string `json:"short_name"`
		Description string `json:"description"`
		StartURL    string `json:"start_url"`
		Scope       string `json:"scope"`
		Display     string `json:"display"`
		Orientation string `json:"orientation"`
		Theme       string `json:"theme_color"`
		Background  string `json:"background_color"`
		Version     string `json:"version"`
		Icons       []icon `json:"icons"`
	}{
		ID: "./", Name: "Mercado", ShortName: "Mercado", // not translated: the game's name
		Description: "Mercado de Lisboa, the board game: hot-seat, computer opponents and a solo campaign.", // not translated: the manifest has one language
		StartURL:    "./", Scope: "./", Display: "standalone", Orientation: "any",
		Theme: hexColor(ui.Background), Background: hexColor(ui.Background), Version: ver,
	}
	for _, ic := range appIcons {
		purpose := "any"
		if ic.maskable {
			purpose = "maskable"
		}
		m.Icons = append(m.Icons, icon{ic.name, fmt.Sprintf("%dx%d", ic.px, ic.px), "image/png", purpose})
	}
	return json.MarshalIndent(m, "", "  ")
}

// maskableIcon is the icon on the game's background, full bleed, small enough that its
// tiles stay inside the circle every launcher keeps (the middle 80%).
func maskableIcon(px int) (image.Image, error) {
	inner, err := assets.AppIcon(px * 62 / 100)
	if err != nil {
		return nil, err
	}
	img := image.NewRGBA(image.Rect(0, 0, px, px))
	draw.Draw(img, img.Bounds(), image.NewUniform(ui.Background), image.Point{}, draw.Src)
	off := (px - inner.Bounds().Dx()) / 2
	draw.Draw(img, inner.Bounds().Add(image.Pt(off, off)), inner, image.Point{}, draw.Over)
	return img, nil
}

// appIconFiles draws the manifest's icons as PNG files.
func appIconFiles() (map[string][]byte, error) {
	files := map[string][]byte{}
	for _, ic := range appIcons {
		var img image.Image
		var err error
		if ic.maskable {
			img, err = maskableIcon(ic.px)
		} else {
			img, err = assets.AppIcon(ic.px)
		}
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			return nil, err
		}
		files[ic.name] = buf.Bytes()
	}
	return files, nil
}

// serviceWorker fills the worker's template with the version (its cache's name) and
// the files to keep: every file of the build but the uncompressed game, which the page
// fetches only where the browser cannot unpack the compressed one.
func serviceWorker(template []byte, ver string, files []string) ([]byte, error) {
	var keep []string
	for _, f := range files {
		if f != "mercado.wasm" && f != "sw.js" {
			keep = append(keep, f)
		}
	}
	sort.Strings(keep)
	keep = append([]string{"./"}, keep...)
	list, err := json.Marshal(keep)
	if err != nil {
		return nil, err
	}
	verJSON, err := json.Marshal("mercado-" + ver)
	if err != nil {
		return nil, err
	}
	if !bytes.Contains(template, []byte("{{CACHE}}")) || !bytes.Contains(template, []byte("{{FILES}}")) {
		return nil, fmt.Errorf("build/web/sw.js lacks {{CACHE}} or {{FILES}}")
	}
	out := strings.NewReplacer("{{CACHE}}", string(verJSON), "{{FILES}}", string(list)).Replace(string(template))
	return []byte(out), nil
}
