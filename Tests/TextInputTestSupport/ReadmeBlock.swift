import Foundation

/// Reads a README example and the function of a test file that compiles it.
public enum ReadmeBlock {
    /// The block's code after its imports and first comment, without the `Signup` type and the `assets` line.
    public static func body(_ block: String) -> String {
        var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.hasPrefix("import ") || $0.hasPrefix("// In your own") || $0.hasPrefix("let assets = try WebAssets()") }
        if let start = lines.firstIndex(of: "struct Signup: Decodable {"), let end = lines[start...].firstIndex(of: "}") {
            lines.removeSubrange(start...end)
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The body of the function whose first line is `header`, unindented by four spaces, without `dropping` lines.
    public static func function(_ source: String, named header: String, dropping: [String]) -> String {
        guard let after = source.components(separatedBy: header + "\n").dropFirst().first,
              let body = after.components(separatedBy: "\n}\n").first else { return "" }
        return body.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !dropping.contains(String($0)) }
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
