#if canImport(Foundation)
import Foundation
import Synchronization

/// The Foundation `FormatStyle` a number format stands for.
///
/// This is the only code that formats numbers with Foundation; everything
/// else either calls it once per locale (to build a ``NumberTemplate``) or
/// when a value is committed.
struct NumberStyle: Hashable, Sendable {
    /// Which `Decimal.FormatStyle` is used.
    enum Kind: Hashable, Sendable {
        /// `Decimal.FormatStyle`.
        case decimal
        /// `Decimal.FormatStyle.Percent`: the value is a fraction (0.125 shows "12.5%").
        case percent
        /// `Decimal.FormatStyle.Currency` with an ISO 4217 code.
        case currency(code: String)
    }

    /// The style.
    let kind: Kind
    /// The locale the style formats for.
    let locale: Locale

    /// The power of ten that turns displayed digits into the value: percent
    /// value characters "12.5" stand for the value 0.125.
    var valueExponent: Int {
        if case .percent = kind { return -2 }
        return 0
    }

    /// The core's name for the style.
    var formatStyle: NumberFormat.Style {
        switch kind {
        case .decimal: return .decimal
        case .percent: return .percent
        case .currency: return .currency
        }
    }

    /// The currency code of a currency style.
    var currencyCode: String? {
        if case let .currency(code) = kind { return code }
        return nil
    }

    /// Formats displayed digits with a core precision.
    func format(_ number: RawNumber, _ precision: NumberPrecision) -> String {
        switch precision {
        case .standard: return format(number, precision: nil)
        case let .fractionLength(length): return format(number, precision: .fractionLength(length))
        case let .integerAndFraction(integer, fraction):
            return format(number, precision: .integerAndFractionLength(integer: integer, fraction: fraction))
        }
    }

    /// Formats `value` exactly as `value.formatted(style)` does, with
    /// `precision` (the style's default when `nil`).
    func format(
        _ value: Decimal,
        precision: NumberFormatStyleConfiguration.Precision?,
        alwaysShowsDecimalSeparator: Bool = false
    ) -> String {
        switch kind {
        case .decimal:
            var style = Decimal.FormatStyle(locale: locale)
            if let precision { style = style.precision(precision) }
            if alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
            return value.formatted(style)
        case .percent:
            var style = Decimal.FormatStyle.Percent(locale: locale)
            if let precision { style = style.precision(precision) }
            if alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
            return value.formatted(style)
        case let .currency(code):
            var style = Decimal.FormatStyle.Currency(code: code, locale: locale)
            if let precision { style = style.precision(precision) }
            if alwaysShowsDecimalSeparator { style = style.decimalSeparator(strategy: .always) }
            return value.formatted(style)
        }
    }

    /// Formats displayed digits (percent units for a percent style).
    func format(
        _ number: RawNumber,
        precision: NumberFormatStyleConfiguration.Precision?,
        alwaysShowsDecimalSeparator: Bool = false
    ) -> String {
        format(
            number.decimalValue(scaledBy: valueExponent),
            precision: precision,
            alwaysShowsDecimalSeparator: alwaysShowsDecimalSeparator
        )
    }
}
#endif
