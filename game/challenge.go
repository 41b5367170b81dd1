package game

import "fmt"

// Challenge describes a solo challenge's setup, rule changes and fame thresholds
// (engine-rules.md section 6). Number 0 is the standard game.
type Challenge struct {
	Number int
	Name   string
	// Fame gives 1, 2, 3 fame at these scores ("at least").
	Fame       [3]int
	StartMoney int
	// TilesPerSize is how many customer tiles of each size (1..4) take part.
	TilesPerSize [MaxCustomers]int
	// OnlySpecialtyEarns: only stands of the chosen good collect money (The Specialist).
	OnlySpecialtyEarns bool
	// ScoreFromFours: the score is the money earned from 4-customer tiles (The Long Game).
	ScoreFromFours bool
	// MaxStandsPerLine limits the stands in every row and column; 0 means no limit.
	MaxStandsPerLine int
	// FoursForFame: no fame unless this many 4-customer tiles were brought in (Last Call).
	FoursForFame int
	// LineNeedsEveryGood: a customer tile needs a stand of each good it seeks in its line.
	LineNeedsEveryGood bool
	// Crowded: every entrance starts full and tiles pay only once their line is full enough
	// (The Crowded Mercado); the game ends after the turn that opens the player's last stand.
	Crowded bool
	// PubCrawl: the spare pub starts in the supply and face-down restaurants other than
	// pubs block stands and pubs; face-down tiles are visible to the player.
	PubCrawl bool
	// Marquis: three 1-customer tiles start at top-A, top-C and top-E; stands only in
	// those columns and only of a good that column's top tile seeks; no more top customers.
	Marquis bool
}

// Challenges holds the standard game (0) and the solo challenges, each at its Number.
// It is the one place the challenges are listed: everything that counts them takes
// NumChallenges or len(Challenges).
var Challenges = [...]Challenge{
	{Number: 0, Name: "Standard game", StartMoney: StartMoney, TilesPerSize: tilesPerSize},
	{Number: 1, Name: "The Specialist", Fame: [3]int{80, 90, 100}, StartMoney: StartMoney, TilesPerSize: tilesPerSize, OnlySpecialtyEarns: true},
	{Number: 2, Name: "The Long Game", Fame: [3]int{55, 60, 70}, StartMoney: StartMoney, TilesPerSize: tilesPerSize, ScoreFromFours: true},
	{Number: 3, Name: "Catering to Couples", Fame: [3]int{70, 80, 90}, StartMoney: StartMoney, TilesPerSize: [4]int{10, 10, 0, 0}, MaxStandsPerLine: 2},
	{Number: 4, Name: "The Third Wheel", Fame: [3]int{80, 90, 100}, StartMoney: 4, TilesPerSize: [4]int{0, 0, 10, 0}},
	{Number: 5, Name: "Last Call", Fame: [3]int{35, 45, 50}, StartMoney: StartMoney, TilesPerSize: [4]int{1, 1, 1, 4}, FoursForFame: 3},
	{Number: 6, Name: "Customers in Queue", Fame: [3]int{30, 40, 50}, StartMoney: 2, TilesPerSize: [4]int{1, 1, 1, 1}, LineNeedsEveryGood: true},
	{Number: 7, Name: "The Crowded Mercado", Fame: [3]int{55, 70, 80}, StartMoney: StartMoney, TilesPerSize: [4]int{5, 5, 5, 5}, Crowded: true},
	{Number: 8, Name: "Pub Crawl", Fame: [3]int{50, 60, 70}, StartMoney: StartMoney, TilesPerSize: tilesPerSize, PubCrawl: true},
	{Number: 9, Name: "Marquis de Lisboa", Fame: [3]int{75, 90, 110}, StartMoney: StartMoney, TilesPerSize: tilesPerSize, Marquis: true},
}

// NumChallenges is how many solo challenges there are, numbered 1..NumChallenges.
const NumChallenges = len(Challenges) - 1

// challengeRange is "0 (standard game) or 1 to 9", the challenges a game may be.
var challengeRange = fmt.Sprintf("0 (standard game) or 1 to %d", NumChallenges)

// crowdedSides: in The Crowded Mercado each side starts filled with tiles of one size.
// Going clockwise from the top: 1, 2, 3, 4, so the 1s face the 3s.
var crowdedSides = [4]struct {
	side Side
	size int
}{{Top, 1}, {Right, 2}, {Bottom, 3}, {Left, 4}}

// marquisEntrances are where Marquis de Lisboa's three 1-customer tiles start.
var marquisEntrances = [3]Entrance{entranceOf(Top, 0), entranceOf(Top, 2), entranceOf(Top, 4)}

// FameOf is the fame (0..3) a score earns in a challenge.
func (c Challenge) FameOf(score int) int {
	fame := 0
	for _, at := range c.Fame {
		if score >= at {
			fame++
		}
	}
	return fame
}

// fameTitles: the campaign rating for a total of at least min fame, best first.
var fameTitles = []struct {
	min   int
	title string
}{
	{28, "You are (perhaps) the best in the world!"},
	{20, "Market Tycoon!"},
	{15, "Market Magnate"},
	{11, "You'll get there. Just keep trying!"},
	{6, "Enjoying a beer at the pub with your friends?"},
	{0, "Are you even able to find the pub?"},
}

// FameTitle names the campaign rating for a fame total.
func FameTitle(total int) string { return fameTitles[FameRank(total)].title }

// FameRank is the place of a fame total's title on the fame chart: 0 for the best
// ("You are (perhaps) the best in the world!") to 5 for the lowest.
func FameRank(total int) int {
	for i, t := range fameTitles {
		if total >= t.min {
			return i
		}
	}
	return len(fameTitles) - 1
}

// FameRankMin is the least total that earns the title of that rank.
func FameRankMin(rank int) int { return fameTitles[max(0, min(rank, len(fameTitles)-1))].min }

// CampaignTotal adds up the fame of the challenges and the one-time Best Move bonus.
func CampaignTotal(fame []int, bestMove bool) int {
	total := 0
	for _, f := range fame {
		total += f
	}
	if bestMove {
		total += BestMoveBonus
	}
	return total
}
