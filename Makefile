# Mercado — build, run and test. `make run` plays, `make test` runs what CI runs.
GO ?= go
# Ebitengine v2.10 builds without cgo on Linux, Windows and macOS.
export CGO_ENABLED = 0
VERSION := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)
# Profile-guided optimisation from a profile of the engine's selfplay (docs/ai.md).
PGO := -pgo=$(CURDIR)/build/mercado.pgo

# What the window needs at run time on Debian/Ubuntu (Ebitengine loads these without cgo),
# and the virtual display the window tests run on.
RUNTIME_PKGS := libgl1 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxinerama1 libxi6 libxxf86vm1 libasound2
TEST_PKGS := $(RUNTIME_PKGS) xvfb xauth xdotool
# The browser the web build's end-to-end test drives (Ubuntu calls its package
# chromium-browser).
BROWSER_PKG := chromium

.PHONY: run test vet fmt-check bench bench-online bench-window perf memory first-frame selfplay-speed build screenshots sounds deps-run deps-test dist web serve

# The browser build first: a table hosted from the window serves it to phones (dist/web).
run: deps-run web
	$(GO) run $(PGO) -ldflags "$(LDFLAGS)" .

# Window tests run on Xvfb (software GL) with sound sent to ALSA's null device (a plain
# `go test ./...` without a display runs the pure tests and skips the window ones; here a
# missing display fails). The window tests of ./scenes run as two shards side by side,
# each on its own display (MERCADO_WINDOW_SHARD): one process draws on about one core.
# The browser tests build the web version and play it in headless Chromium; they report
# the page's timings, and assert only what a busy machine does not change.
# No test waits on the wall clock (limits of minutes are guards against a hang), so a
# busy machine runs them more slowly, never differently.
XVFB := xvfb-run -a -s "-screen 0 1920x1200x24"
WINDOW_ENV := MERCADO_REQUIRE_DISPLAY=1 ALSA_CONFIG_PATH=$(CURDIR)/build/alsa-null.conf
# Four test processes side by side, as two cores are best kept busy once the window
# shards are done: the second window shard and the browser tests in two halves (all count
# frames, so sharing the cores changes only how long they take) in the background, every
# other package (the first window shard among them) in front; the background logs follow
# in full. BROWSER_HALF names the first half's tests (about half the time); the second
# half is every other test of build/pack, so a new test always runs.
BROWSER_HALF := ^(TestBrowserPhone|TestBrowserHint|TestBrowserTablet)$$
test: deps-test vet fmt-check
	@start=$$(date +%s); shard=$$(mktemp); browser1=$$(mktemp); browser2=$$(mktemp); \
	$(WINDOW_ENV) MERCADO_WINDOW_SHARD=2/2 $(XVFB) $(GO) test -count=1 -timeout 45m ./scenes/ > $$shard 2>&1 & shard2=$$!; \
	MERCADO_REQUIRE_BROWSER=1 $(GO) test -count=1 -timeout 60m -v -run '$(BROWSER_HALF)' ./build/pack > $$browser1 2>&1 & pack1=$$!; \
	MERCADO_REQUIRE_BROWSER=1 $(GO) test -count=1 -timeout 60m -v -skip '$(BROWSER_HALF)' ./build/pack > $$browser2 2>&1 & pack2=$$!; \
	sleep 3; \
	$(WINDOW_ENV) MERCADO_WINDOW_SHARD=1/2 $(XVFB) $(GO) test -count=1 -timeout 45m $$($(GO) list ./... | grep -v /build/pack) || fail=1; \
	wait $$shard2 || fail=1; \
	echo "window shard 2/2:"; cat $$shard; \
	wait $$pack1 || fail=1; \
	echo "browser tests (build/pack), first half:"; cat $$browser1; \
	wait $$pack2 || fail=1; \
	echo "browser tests (build/pack), second half:"; cat $$browser2; rm -f $$shard $$browser1 $$browser2; \
	echo "make test: $$(( $$(date +%s) - start )) s"; \
	[ -z "$$fail" ]

# The browser build's own files (the *_js.go ones) are vetted too; build/pack and
# build/browser drive a browser and are never built for one.
vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet $$(GOOS=js GOARCH=wasm $(GO) list ./... | grep -v -e /build/pack -e /build/browser)

fmt-check:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt wants to change:"; echo "$$out"; exit 1; fi

build:
	$(GO) build $(PGO) -ldflags "$(LDFLAGS)" -o mercado .

# Every screen as PNG: on the desktop (1280x800, and 1280x720 in each language) and on a
# phone upright and on its side (390x844, 844x390) in each language.
screenshots: build deps-test
	xvfb-run -a -s "-screen 0 1920x1200x24" ./mercado screenshots shots/1280x800 --size 1280x800
	for l in en de fr uk; do \
		xvfb-run -a -s "-screen 0 1920x1200x24" ./mercado screenshots shots/1280x720-$$l --size 1280x720 --lang $$l || exit 1; \
	done
	for s in 390x844 844x390; do for l in en de fr uk; do \
		xvfb-run -a -s "-screen 0 1920x1200x24" ./mercado screenshots shots/$$s-$$l --size $$s --lang $$l || exit 1; \
	done; done

# Remakes the sound effects and music (sox and lame; the same bytes every time).
sounds:
	bash build/make-sounds.sh

deps-run:
	@sh build/apt-need.sh $(RUNTIME_PKGS)

deps-test:
	@sh build/apt-need.sh $(TEST_PKGS)
	@sh build/apt-need.sh $(BROWSER_PKG) 2>/dev/null || sh build/apt-need.sh chromium-browser

# The downloads: Windows, macOS (one universal app) and Linux archives with SHA256SUMS.
dist:
	$(GO) run ./build/pack dist -version $(VERSION) dist

# The browser version, static files in dist/web; make serve shows it on 127.0.0.1:8080.
web:
	$(GO) run ./build/pack web -version $(VERSION) dist/web

serve: web
	$(GO) run ./build/pack serve dist/web

# Engine benchmarks on one core: random games per second, legal-move generation, apply,
# clone, playout, and a whole selfplay game with its referee; then one decision of hard
# and of its yardstick hard-2026 (1000 iterations, one worker).
bench:
	$(GO) test $(PGO) -run NONE -bench . -benchmem -cpu 1 ./game/ ./game/cli/
	$(GO) test $(PGO) -run NONE -bench "Decision|Budget" -benchmem -cpu 1 ./game/ai/

# Online play at scale: 1,000 tables of three bots against one host over loopback
# (moves/s, proposal-to-views p50/p99, host memory a table; docs/online.md).
bench-online: build
	./mercado online bench --tables 1000 --seconds 20

# The timings the tests do not assert, measured and printed: how late hard answers on
# its budget (worst-over-ms, both workers), the time to the window's first frame, and
# the browser's first frame and frames per second while hard thinks.
perf: build deps-test
	$(GO) test $(PGO) -run NONE -bench Budget -benchtime 40x ./game/ai/
	for i in 1 2 3; do MERCADO_FIRST_FRAME=1 XDG_CONFIG_HOME=$$(mktemp -d) xvfb-run -a ./mercado; done
	MERCADO_REQUIRE_BROWSER=1 $(GO) test -count=1 -v -run 'TestBrowserGame$$' ./build/pack | grep -E 'first frame|fps|MB'

# The window's frame cost: Update+Draw of a busy board at 1280x800.
bench-window: deps-test
	xvfb-run -a -s "-screen 0 1920x1200x24" $(GO) test -run NONE -bench . -benchmem ./scenes/

# The window's memory over a long monkey run with a resize every 500 frames, reported
# per resize (MERCADO_LONG=30m make memory for a shorter one); not part of make test.
MERCADO_LONG ?= 2h
memory: deps-test
	MERCADO_LONG=$(MERCADO_LONG) MERCADO_REQUIRE_DISPLAY=1 ALSA_CONFIG_PATH=$(CURDIR)/build/alsa-null.conf \
		xvfb-run -a -s "-screen 0 1920x1200x24" $(GO) test -count=1 -timeout 0 -v -run TestLongMonkeyMemory ./scenes/

# Time from start to the first drawn frame of the window (menu), three runs.
first-frame: build deps-test
	for i in 1 2 3; do MERCADO_FIRST_FRAME=1 XDG_CONFIG_HOME=$$(mktemp -d) xvfb-run -a ./mercado; done

# The issue's speed floor, measured as a whole process on one core.
selfplay-speed: build
	time taskset -c 0 ./mercado selfplay --players random,random --games 100000
