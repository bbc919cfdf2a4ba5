//go:build !mutation

package urlpattern

const mutationRun = false
