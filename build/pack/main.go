// Command pack builds what players download: the desktop archives for Windows, macOS
// and Linux, and the browser version. The Makefile runs it (make dist, make web, make
// serve); everything is built on one Linux machine without cgo.
//
//	go run ./build/pack dist [-version V] OUT   desktop archives and SHA256SUMS into OUT
//	go run ./build/pack web [-version V] OUT    the browser version into OUT
//	go run ./build/pack serve [-addr A] DIR     serve DIR on 127.0.0.1 (default :8080)
//
// It imports assets (the icon, the credits, the sounds) and ui (the theme's background for
// the web app); nothing else of the module: it builds the program with the go command.
// Its tests drive the browser build in a headless Chromium.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "pack:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("say what to make: dist, web or serve")
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	version := fs.String("version", "dev", "the version the builds show (git describe)")
	addr := fs.String("addr", "127.0.0.1:8080", "where serve listens")
	root := fs.String("root", ".", "the repository's top folder")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("%s wants one folder, got %d", args[0], fs.NArg())
	}
	out := fs.Arg(0)
	switch args[0] {
	case "dist":
		return Dist(*root, out, *version)
	case "web":
		return Web(*root, out, *version)
	case "serve":
		return Serve(out, *addr)
	}
	return fmt.Errorf("unknown command %q: dist, web or serve", args[0])
}
