package urlpattern

// Component names one of the eight components of a URL pattern (§1.4 "URL
// pattern struct"), in the Standard's order.
type Component uint8

// The components of a URL pattern, in the order the Standard lists them.
const (
	Protocol Component = iota
	Username
	Password
	Hostname
	Port
	Pathname
	Search
	Hash
	numComponents
)

var componentNames = [numComponents]string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

// String returns the component's name as the JavaScript API spells it
// ("protocol", ..., "hash").
func (c Component) String() string {
	if c < numComponents {
		return componentNames[c]
	}
	return "component?"
}

// ComponentByName returns the Component with the given name.
func ComponentByName(name string) (Component, bool) {
	for i, n := range componentNames {
		if n == name {
			return Component(i), true
		}
	}
	return 0, false
}

// Components lists the eight components in order.
func Components() []Component {
	return []Component{Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash}
}
