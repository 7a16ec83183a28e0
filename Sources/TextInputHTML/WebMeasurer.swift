import TextInputCore

/// Measures text the way the gallery's browser draws it: in hundredths of an
/// em of the stylesheet's fonts (Liberation Sans, metric-compatible with
/// Arial, for Latin, general punctuation such as the ellipsis of truncated
/// text, and currency signs; Noto Sans Arabic for Arabic).
///
/// The core wraps, truncates and sizes notes with a ``TextMeasurer``; with
/// this one its lines match the browser's closely, so a note grows from 3 to
/// 6 lines when the browser's text does. Layout widths given to the core are
/// in the same unit: ``units(forPixels:fontSize:)``.
///
/// ```swift
/// let measurer = WebMeasurer()
/// measurer.width(of: "Hello")   // 223: 2.23 em
/// ```
public struct WebMeasurer: TextMeasurer {
    /// The width of a character the fonts do not list (hundredths of an em).
    public static let defaultWidth = 60
    /// Characters drawn one em wide (CJK ideographs, Hangul, fullwidth forms).
    public static let wideWidth = 100
    /// Emoji presentation characters.
    public static let emojiWidth = 125

    /// Creates a measurer.
    public init() {}

    /// The advance width of one user-perceived character, in hundredths of an
    /// em: its first scalar's width (combining marks add nothing).
    public func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return Self.width(of: scalar)
    }

    /// The width of one scalar in hundredths of an em.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= FontMetrics.latinStart, value < FontMetrics.latinStart + UInt32(FontMetrics.latin.count) {
            let width = FontMetrics.latin[Int(value - FontMetrics.latinStart)]
            if width != 255 { return Int(width) }
        }
        if value >= FontMetrics.punctuationStart, value < FontMetrics.punctuationStart + UInt32(FontMetrics.punctuation.count) {
            let width = FontMetrics.punctuation[Int(value - FontMetrics.punctuationStart)]
            if width != 255 { return Int(width) }
        }
        if value >= FontMetrics.arabicStart, value < FontMetrics.arabicStart + UInt32(FontMetrics.arabic.count) {
            let width = FontMetrics.arabic[Int(value - FontMetrics.arabicStart)]
            if width != 255 { return Int(width) }
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if scalar.properties.isEmojiPresentation { return emojiWidth }
        if isWide(value) { return wideWidth }
        return defaultWidth
    }

    /// East Asian wide and fullwidth blocks.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The size of a field's value font in the stylesheet, in CSS pixels: what
    /// layout widths given to the core are measured in.
    public static let valueFontSize = 17

    /// A width in CSS pixels as measurer units for text of `fontSize` pixels.
    public static func units(forPixels pixels: Int, fontSize: Int) -> Int {
        max(1, pixels * 100 / max(1, fontSize))
    }
}
