//go:build !js

package ai

// CampaignLevel is the player that plays the solo campaign best at this build's budget:
// the computer of *Watch the computer play a challenge*, and the good it suggests for
// The Specialist. On a desktop that is the solo planner (docs/ai.md: 24.5 fame to hard's
// 23.1 at the default budget); in the browser hard (campaign_js.go). The hint's judge in
// solo play is the planner everywhere, at a fixed work (Judge).
const CampaignLevel = SoloPlanner
