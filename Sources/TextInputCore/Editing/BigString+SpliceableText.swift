#if !$Embedded
import _RopeModule
#endif

#if !$Embedded
extension BigString: SpliceableText {}
#endif
