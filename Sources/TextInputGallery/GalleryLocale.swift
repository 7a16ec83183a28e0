import TextInputCore
import TextInputHTML
import TextInputWeb

/// The locales the gallery is translated into.
public enum GalleryLocale: String, Sendable, Hashable, CaseIterable {
    /// English (United States).
    case en = "en_US"
    /// German (Germany).
    case de = "de_DE"
    /// Arabic (Saudi Arabia), right to left.
    case ar = "ar_SA"
    /// Persian (Iran), right to left: the core's texts in Persian, the gallery's own in English.
    case fa = "fa_IR"

    /// The language of the gallery's own texts.
    public var language: String {
        switch self {
        case .en: return "en"
        case .de: return "de"
        case .ar: return "ar"
        case .fa: return "fa"
        }
    }

    /// The BCP 47 tag for the `lang` attribute.
    public var languageTag: String { rawValue.replacingOccurrences(of: "_", with: "-") }

    /// The name of the locale in its own language, for the locale switcher.
    public var nativeName: String {
        switch self {
        case .en: return "English"
        case .de: return "Deutsch"
        case .ar: return "العربية"
        case .fa: return "فارسی"
        }
    }

    /// The writing direction, from the core's localizer.
    public var direction: WritingDirection { Localizer(localeIdentifier: rawValue).direction }
}
