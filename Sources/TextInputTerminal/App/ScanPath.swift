import TextInputCore
import TextInputScan

/// Turning what the user typed or pasted at the scan prompt into a path.
public enum ScanPath {
    /// The path in `typed`: surrounding spaces removed (a file dragged onto a
    /// terminal is pasted with a trailing space), then one pair of matching
    /// single or double quotes around the whole (how terminals paste paths
    /// with spaces), and a leading `~/` (or a lone `~`) replaced by `home`.
    ///
    /// ```swift
    /// ScanPath.resolve(" '/tmp/My Code.png' ", home: "/root")   // "/tmp/My Code.png"
    /// ScanPath.resolve("~/code.png", home: "/home/jane")         // "/home/jane/code.png"
    /// ```
    public static func resolve(_ typed: String, home: String?) -> String {
        var path = typed.trimmingSpaces()
        for quote in ["'", "\""] where path.count >= 2 && path.hasPrefix(quote) && path.hasSuffix(quote) {
            path = String(path.dropFirst().dropLast())
            break
        }
        if let home, !home.isEmpty {
            if path == "~" {
                path = home
            } else if path.hasPrefix("~/") {
                path = (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst()
            }
        }
        return path
    }
}
