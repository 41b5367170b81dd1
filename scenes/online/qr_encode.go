//go:build !js

package online

import qrcode "github.com/skip2/go-qrcode"

// newQR encodes text; nil when it cannot be (it is longer than a QR code holds).
func newQR(text string) *qrCode {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil
	}
	return &qrCode{text: text, modules: q.Bitmap()}
}
