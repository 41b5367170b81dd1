//go:build js

package ai

// CampaignLevel is hard in the browser: there, with one thread that gives way to the
// page's frames, a decision gets about a twentieth of a desktop's work, and at that
// budget hard plays the campaign better than the solo planner (docs/ai.md, "In the
// browser"). campaign_other.go has the desktop's.
const CampaignLevel = "hard"
