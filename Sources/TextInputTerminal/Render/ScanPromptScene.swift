import TextInputCore

/// The scan prompt as the renderer draws it, right below the scan field:
/// first a line asking for an image file, then, when the image holds
/// several codes, a numbered list to choose from.
public struct ScanPromptScene: Hashable, Sendable {
    /// What the prompt shows.
    public enum Content: Hashable, Sendable {
        /// Asking for an image file: the path typed so far, its selection
        /// (UTF-16 offsets) and how many cells of it are scrolled off to the
        /// left.
        case path(text: String, selection: Range<Int>, firstColumn: Int)
        /// Several codes found: one option per code, and the highlighted one.
        case choice(options: [Option], highlighted: Int)
    }

    /// A code to choose.
    public struct Option: Hashable, Sendable {
        /// The symbology's display name, such as "QR-Code" or "EAN-13".
        public var symbology: String
        /// The code's text on one line.
        public var text: String

        /// Creates an option.
        public init(symbology: String, text: String) {
            self.symbology = symbology
            self.text = text
        }
    }

    /// The scan field's index in the form.
    public var field: Int
    /// The prompt's label, localised: "Image file to scan" or "Several codes found. Choose one:".
    public var label: String
    /// The path being typed, or the codes to choose from.
    public var content: Content
    /// What went wrong with the last attempt (a file that cannot be read, a
    /// library to install, no code found), shown below the prompt until the
    /// next key.
    public var message: String?

    /// Creates a prompt scene.
    public init(field: Int, label: String, content: Content, message: String? = nil) {
        self.field = field
        self.label = label
        self.content = content
        self.message = message
    }
}
