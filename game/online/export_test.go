package online

// Ways into the package for its external tests (package online_test, in the files that
// play against a host: they import game/online/host, which imports this package, so they
// cannot be in package online).

// ClientWait waits for news on c's seat, as Client.Play does between its proposals.
func ClientWait(c *Client) { c.wait() }

// ProposeUntilAnswered sends p until the referee answers it, as Client.Play does.
func ProposeUntilAnswered(c *Client, p Proposal) (Reply, error) { return c.proposeUntilAnswered(p) }

// ClientDevice is the device c names itself by in its heartbeats.
func ClientDevice(c *Client) string { return c.device }

// RemoteOf is a Remote over c alone, as a board holds it.
func RemoteOf(c *Client) *Remote { return &Remote{client: c} }

// RemoteClient is r's connection.
func RemoteClient(r *Remote) *Client { return r.client }

// RemoteWaitFor is the revision r's own proposal was made at, or -1.
func RemoteWaitFor(r *Remote) int { return r.waitFor }

// ProposeInFlight sends p as r's own proposal made at revision 0, on its way, as Play
// does.
func ProposeInFlight(r *Remote, p Proposal) {
	r.waitFor = 0
	r.mu.Lock()
	r.inFlight = true
	r.mu.Unlock()
	r.propose(p)
}
