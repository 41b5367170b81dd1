//go:build !js

package sound

import (
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"mercado/assets"
)

func TestClinksGrowWithTheAmount(t *testing.T) {
	prev := 0
	for _, c := range []struct{ amount, want int }{{-3, 0}, {0, 0}, {1, 1}, {2, 1}, {3, 2}, {6, 2}, {7, 3}, {15, 3}, {16, 4}, {500, 4}} {
		got := clinks(c.amount)
		if got != c.want {
			t.Errorf("clinks(%d) = %d, want %d", c.amount, got, c.want)
		}
		if c.amount > 0 && got < prev {
			t.Errorf("clinks(%d) fell to %d", c.amount, got)
		}
		prev = got
	}
}

// A silent mixer takes every call without playing or failing, and keeps its reason.
func TestSilentMixerTakesEverything(t *testing.T) {
	m := Silent("no device")
	m.SetVolumes(math.NaN(), 7, false)
	if m.effects != 0 || m.music != 1 {
		t.Fatalf("volumes %v %v not clamped", m.effects, m.music)
	}
	for s := assets.Sound(-1); s <= assets.NumSounds; s++ {
		m.Play(s)
	}
	m.Coins(40, 3)
	m.PlayIn(assets.SoundStand, 10)
	m.SetMusic(true)
	for range 40 {
		m.Update()
	}
	if len(m.due) != 0 {
		t.Fatalf("%d sounds still queued after 40 frames", len(m.due))
	}
	if !strings.Contains(m.Reason(), "no device") {
		t.Fatalf("reason %q", m.Reason())
	}
}

// Coins are staggered: a payment of 20 clinks four times, coinGap frames apart.
func TestCoinsAreStaggered(t *testing.T) {
	m := Silent("")
	m.Coins(20, 0)
	want := []int{0, coinGap, 2 * coinGap, 3 * coinGap}
	if len(m.due) != len(want) {
		t.Fatalf("queued %v", m.due)
	}
	for i, f := range want {
		if m.due[i].frames != f || m.due[i].sound != assets.SoundCoin {
			t.Fatalf("queued %v, want clinks at %v", m.due, want)
		}
	}
	m.Update()
	if len(m.due) != 3 || m.due[0].frames != coinGap-1 {
		t.Fatalf("after a frame: %v", m.due)
	}
}

// Every sound decodes to PCM for the context, once.
func TestDecodeCache(t *testing.T) {
	o := &output{} // decoding needs no device
	for s := assets.Sound(0); s < assets.NumSounds; s++ {
		a, err := o.decoded(s)
		if err != nil || len(a) == 0 {
			t.Fatalf("%v: %v", s, err)
		}
		b, _ := o.decoded(s)
		if &a[0] != &b[0] {
			t.Fatalf("%v decoded twice", s)
		}
	}
}

// The probe answers either way without crashing; with the repository's null ALSA device
// (make test sets ALSA_CONFIG_PATH to it) it must find a device.
func TestProbe(t *testing.T) {
	err := probe()
	t.Logf("probe: %v", err)
	if cfg := os.Getenv("ALSA_CONFIG_PATH"); strings.HasSuffix(cfg, "build/alsa-null.conf") && runtime.GOOS == "linux" && err != nil {
		t.Fatalf("the null device %s is not found: %v", cfg, err)
	}
}
