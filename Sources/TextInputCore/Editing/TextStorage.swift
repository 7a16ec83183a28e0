#if $Embedded || TEXTINPUT_STRING_STORAGE
/// The plain text of a field: ``StringStorage`` (short `String` chunks) in
/// the WebAssembly build.
///
/// The WebAssembly build keeps plain text in a ``StringStorage`` instead of
/// swift-collections' `BigString` (whose rope code weighed 120 KB in the
/// module). Both offer the same members, so the editor is one piece of code.
/// docs/decisions.md records the choice. A native build with
/// `-Xswiftc -DTEXTINPUT_STRING_STORAGE` uses this storage too, to profile it.
typealias TextStorage = StringStorage
#else
import _RopeModule

/// The plain text of a field: a B-tree rope (`BigString`), so a keystroke
/// costs the same in a 1 KiB note as in a 10 MiB one.
typealias TextStorage = BigString
#endif
