# Mercado — build, run and test. `make run` plays, `make test` runs what CI runs.
GO ?= go
# Ebitengine v2.10 builds without cgo on Linux, Windows and macOS.
export CGO_ENABLED = 0

.PHONY: run test vet fmt-check bench selfplay-speed build

run:
	$(GO) run .

test: vet fmt-check
	$(GO) test -count=1 ./...

vet:
	$(GO) vet ./...

fmt-check:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt wants to change:"; echo "$$out"; exit 1; fi

build:
	$(GO) build -o mercado .

# Engine benchmarks: random games per second, legal-move generation, apply, clone.
bench:
	$(GO) test -run NONE -bench . -benchmem -cpu 1 ./game/

# The issue's speed floor, measured as a whole process on one core.
selfplay-speed: build
	time taskset -c 0 ./mercado selfplay --players random,random --games 20000
