package ai

// CampaignLevel is the player that plays the solo campaign best: the computer of *Watch
// the computer play a challenge*, and the good it suggests for The Specialist. That is
// the solo planner on a desktop (docs/ai.md: 24.5 fame to hard's 23.1 at the default
// budget) and in the browser, where a decision gets about a twentieth of a desktop's
// work (21.1 to 20.9 over seeds 31-60, with more Best Moves). The hint's judge in solo
// play is the planner too, at a fixed work (Judge).
const CampaignLevel = SoloPlanner
