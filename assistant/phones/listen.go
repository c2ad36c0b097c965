package phones

import (
	"fmt"
	"net"
	"strconv"
)

// Listen opens a TCP listener for the phone server on ip (IPv4 or IPv6
// text; "" means every IPv4 interface, 0.0.0.0) and port (0 picks a free
// port; read it from the listener's Addr). Errors: a bad ip, or the port
// is taken or not allowed.
func Listen(ip string, port int) (net.Listener, error) {
	network, addr, err := listenAddr(ip, port)
	if err != nil {
		return nil, err
	}
	return net.Listen(network, addr)
}

// listenAddr is Listen's network and address.
func listenAddr(ip string, port int) (network, addr string, err error) {
	if port < 0 || port > 65535 {
		return "", "", fmt.Errorf("port %d is not between 0 and 65535", port)
	}
	if ip == "" {
		return "tcp4", net.JoinHostPort("0.0.0.0", strconv.Itoa(port)), nil
	}
	if net.ParseIP(ip) == nil {
		return "", "", fmt.Errorf("%q is not an IP address", ip)
	}
	return "tcp", net.JoinHostPort(ip, strconv.Itoa(port)), nil
}
