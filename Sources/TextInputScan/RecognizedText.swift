#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Printed text recognised in an image: lines of words with confidences and boxes.
public struct RecognizedText: Sendable, Equatable {
    /// A rectangle in the image's pixels (origin top left).
    public struct Box: Sendable, Equatable {
        public var left: Int
        public var top: Int
        public var right: Int
        public var bottom: Int

        /// Creates a box.
        public init(left: Int, top: Int, right: Int, bottom: Int) {
            self.left = left
            self.top = top
            self.right = right
            self.bottom = bottom
        }
    }

    /// One word.
    public struct Word: Sendable, Equatable {
        /// The word's text.
        public var text: String
        /// Tesseract's confidence, 0 (a guess) to 1 (certain).
        public var confidence: Double
        /// Where the word is.
        public var box: Box
    }

    /// One line: its words in reading order.
    public struct Line: Sendable, Equatable {
        /// The words.
        public var words: [Word]
        /// The line's box.
        public var box: Box
        /// The words joined by single spaces.
        public var text: String { words.map(\.text).joined(separator: " ") }
        /// The mean of the words' confidences, weighted by their lengths (a misread long number weighs more
        /// than a misread "of").
        public var confidence: Double {
            let total = words.reduce(0) { $0 + $1.text.count }
            guard total > 0 else { return 0 }
            return words.reduce(0) { $0 + $1.confidence * Double($1.text.count) } / Double(total)
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The Tesseract language data that read them ("eng", "deu", ...).
    public var language: String
}
