#if canImport(Glibc)
import Glibc
#endif
import TextInputDriver

// A closed pipe must end the driver quietly, not kill it with SIGPIPE.
#if canImport(Glibc)
signal(SIGPIPE, SIG_IGN)
#endif
LineProcessor.runStandardStreams()
