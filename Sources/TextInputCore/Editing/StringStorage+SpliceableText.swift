#if !$Embedded
import _RopeModule
#endif

extension StringStorage: SpliceableText {}
