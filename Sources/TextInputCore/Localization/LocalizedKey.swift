/// The user-facing strings of TextInputKit, translated into every language of
/// ``Localizer/supportedLanguages``.
///
/// `{0}` and `{1}` in a text are placeholders that ``Localizer/string(_:_:)``
/// replaces with its arguments; translations may reorder them. Numbers passed
/// as arguments are formatted by the caller.
public enum LocalizedKey: String, Sendable, CaseIterable {
    /// Next to the label of an optional field: "(optional)".
    case optionalMarker
    /// A note at the top or bottom of a form: "Fields marked with an asterisk are required".
    case requiredNote
    /// Spoken after the label of a required field: "required".
    case requiredSpoken
    /// Helper text of a read-only field: "Read-only field".
    case readOnlyField
    /// Helper text while a field is over its character limit: "Reduce the number of characters".
    case reduceCharacters
    /// Helper text when typing stopped at the character limit: "Character limit reached".
    case characterLimitReached
    /// The counter, spoken: "{0} of {1} characters" ({0} count, {1} limit).
    case counterSpoken
    /// The visibility toggle of a secure field while hidden: "Show password".
    case showPassword
    /// The visibility toggle of a secure field while shown: "Hide password".
    case hidePassword
    /// The clear button: "Clear text".
    case clearText
    /// The scan button: "Scan barcode".
    case scanBarcode
    /// The error icon: "Error".
    case errorIcon
    /// Spoken for the value of a hidden secure field: "Secure text, hidden".
    case secureTextHidden
    /// Spoken when choices appear: "{0} suggestions" ({0} count).
    case choicesAvailable
    /// A scan that found nothing: "No barcode found. Hold the code in full view and try again."
    case noBarcodeFound
    /// The label of the prompt that asks for an image to scan (terminal, line mode): "Image file to scan".
    case scanPrompt
    /// Above a list of the codes found in one image: "Several codes found. Choose one:".
    case scanChoose
    /// The scan button of a field that scans printed text: "Scan text"; also the web dialog's title for it.
    case scanText
    /// Above the values a text scan found, when it needs the user to choose: "Check what was recognised and choose a value:".
    case scanTextChoose
    /// Announced when a text scan filled the field: "Filled in from the scan: {0}" ({0} the field's text).
    case scanTextFilled
    /// A text scan of an IBAN field found none: "No IBAN was recognised."
    case scanNoIBAN
    /// A text scan of a card field found none: "No card number was recognised."
    case scanNoCardNumber
    /// A text scan of a masked field found none: "No value in the format {0} was recognised." ({0} the mask, # for a digit).
    case scanNoPatternValue
    /// A text scan of a number or currency field found none: "No amount was recognised."
    case scanNoAmount
    /// A text scan of an email field found none: "No email address was recognised."
    case scanNoEmail
    /// A text scan of a phone field that found nothing: "No phone number was recognised."
    case scanNoPhone
    /// A phone number with too few digits: "This phone number is too short: numbers with +{0} have at least {1} digits after it." ({0} the calling code, {1} the fewest digits).
    case phoneTooShort
    /// A phone number with too many digits: "This phone number is too long: numbers with +{0} have at most {1} digits after it." ({0} the calling code, {1} the most digits).
    case phoneTooLong
    /// A phone number of a length its calling code's numbers do not have: "Numbers with +{0} do not have {1} digits. Check the number." ({0} the calling code, {1} the digits it has).
    case phoneInvalidLength
    /// A number typed with "+" but no calling code after it: "Enter a country code after +, such as +49 or +1."
    case phoneNoCallingCode
    /// A text scan of any other field found no text: "No text was recognised."
    case scanNoText
    /// After a text scan found nothing: "Hold the text flat and well lit, fill the frame with it, and try again."
    case scanTextRetry
    /// Scanning was asked for where no scanner is available: "Scanning is not available here. Type the value instead."
    case scanUnavailable
    /// The scan prompt was confirmed without a file: "Enter the path of a PNG or JPEG image file."
    case scanPathMissing
    /// The title of the web scan dialog: "Scan a barcode".
    case scanDialogTitle
    /// The web scan dialog's file picker: "Choose an image".
    case scanChooseImage
    /// The web scan dialog without a camera: "No camera is available. Choose an image instead."
    case scanNoCamera
    /// The web scan dialog when camera access was refused: "Camera access was denied. Allow it in the browser, or choose an image instead."
    case scanCameraDenied
    /// The web scan dialog while the camera looks for a code: "Hold the code in front of the camera."
    case scanCameraLooking
    /// An image too large to send for scanning: "This image is too large. Choose an image smaller than 1.5 MB."
    case scanImageTooLarge
    /// The scan dialog: the server that decodes images did not answer (web pages).
    case scanServerUnreachable
    /// Closes a dialog: "Close".
    case closeDialog
    /// ``ValidationRule/required``: "Enter a value. This field is required."
    case validationRequired
    /// ``ValidationRule/email``: "Enter an email address such as name@example.com."
    case validationEmail
    /// ``ValidationRule/digitsOnly``: "Enter digits only (0–9)."
    case validationDigitsOnly
    /// ``ValidationRule/pattern(_:)``: "Enter the value in the format shown in the example."
    case validationPattern
    /// ``ValidationRule/minLength(_:)``: "Enter at least {0} characters."
    case validationMinLength
    /// ``ValidationRule/maxLength(_:)``: "Enter at most {0} characters."
    case validationMaxLength
    /// ``ValidationRule/range(min:max:)`` with both bounds: "Enter a number from {0} to {1}."
    case validationRangeBetween
    /// ``ValidationRule/range(min:max:)`` with a lower bound only: "Enter a number of at least {0}."
    case validationRangeAtLeast
    /// ``ValidationRule/range(min:max:)`` with an upper bound only: "Enter a number of at most {0}."
    case validationRangeAtMost
    /// A value that is not a number: "Enter a number."
    case validationNumber
    /// ``ValidationRule/luhn``: "Check the card number. One of the digits is wrong."
    case validationLuhn
    /// ``ValidationRule/iban`` with wrong check digits: "Check the IBAN. It does not match its check digits."
    case validationIBAN
    /// ``ValidationRule/iban`` with a wrong length: "Check the IBAN. IBANs from {0} have {1} characters."
    /// ({0} the country, {1} the length).
    case validationIBANLength
    /// ``ValidationRule/iban`` without a country code: "Start the IBAN with a two-letter country code such as DE."
    case validationIBANCountry
    /// ``EditRejection/ExpectedInput/digit``: "Enter digits only."
    case rejectDigit
    /// ``EditRejection/ExpectedInput/letter``: "Enter letters only."
    case rejectLetter
    /// ``EditRejection/ExpectedInput/letterOrDigit``: "Enter letters or digits only."
    case rejectLetterOrDigit
    /// ``EditRejection/ExpectedInput/number``: "Enter a number."
    case rejectNumber
    /// ``EditRejection/ExpectedInput/text``: "Enter text without control characters."
    case rejectText
    /// ``EditRejection/formatFull(maxLength:)``: "The value is complete. Delete a character to change it."
    case rejectFormatFull
    /// ``EditRejection/tooManyFractionDigits(max:)``: "Enter at most {0} digits after the decimal separator."
    case rejectTooManyFractionDigits
    /// ``EditRejection/tooManyIntegerDigits(max:)``: "Enter at most {0} digits before the decimal separator."
    case rejectTooManyIntegerDigits
    /// ``EditRejection/negativeNotAllowed``: "Enter a positive number."
    case rejectNegative
    /// ``EditRejection/noFractionAllowed``: "Enter a whole number."
    case rejectNoFraction
    /// ``EditRejection/notEditable``: "This field cannot be edited."
    case rejectNotEditable
    /// A paste, fill or configured value that did not all fit a full format or a limit: "Only {0} characters fit here, so some were left out ({1}). Check the value." ({0} how many fit, {1} how many were left out).
    case leftOutPastCapacity
    /// A paste, fill or configured value with characters that fit no place of the format: "Some characters did not fit this field and were left out ({0}). Check the value." ({0} how many).
    case leftOutNotFitting
    /// A field's name and its message on one line (terminal status, line mode): "{0}: {1}" ({0} the field's accessible name, {1} the message).
    case fieldMessage
    /// The submit button of a form: "Submit".
    case submitButton
    /// Input ended while a form still had errors: "The form could not be submitted."
    case formNotSubmitted
    /// Standard input ended while a field was asked for: "Input ended at {0}." ({0} the field's accessible name).
    case inputEndedAt
    /// The terminal's key hints for any field: "Tab next · Shift-Tab back · Ctrl-S submit · Ctrl-U clear · Ctrl-Z undo · Ctrl-Y redo" (key names stay as they are).
    case keyHints
    /// The key hint of a secure field: "Ctrl-R show/hide".
    case keyHintVisibility
    /// The key hint of a scan field: "Ctrl-O scan".
    case keyHintScan
    /// The last key hint: "Esc quit".
    case keyHintQuit
    /// The first key hint of a field whose keyboard is the number pad: "Digits 0-9".
    case keyHintDigits
    /// The first key hint of a field whose keyboard is the decimal keypad: "A number".
    case keyHintNumber
    /// The first key hint of a field whose keyboard is the phone pad: "A phone number".
    case keyHintPhone
    /// The first key hint of a field whose keyboard is the email keyboard: "An email address".
    case keyHintEmail
    /// The first key hint of a field whose keyboard is the URL keyboard: "A web address".
    case keyHintWebAddress
    /// The first key hint of a field that capitalises every character (an IBAN): "Capital letters".
    case keyHintCapitals
    /// Key hints while the scan prompt asks for an image file: "Enter scan · Esc cancel · Ctrl-U clear".
    case keyHintsScanPath
    /// Key hints while choosing among scanned codes: "Up/Down or 1-{0} choose · Enter use · Esc cancel" ({0} the highest number).
    case keyHintsScanChoice
    /// Line mode: the placeholder as an example: "Example: {0}".
    case lineExample
    /// Line mode: a field's character limit: "Up to {0} characters."
    case lineUpTo
    /// Line mode: how to type several lines in a note: "End a line with \\ to add another line."
    case lineNoteContinuation
    /// Line mode: how to scan: "To scan a code, enter {0} and the path of a PNG or JPEG image." ({0} the command, "scan:").
    case lineScanHowTo
    /// Line mode: input refused: "Not accepted: {0}" ({0} why).
    case lineNotAccepted
    /// Line mode: input refused in part: "Partly accepted: {0}" ({0} why).
    case linePartlyAccepted
    /// Line mode: a scanned code went in: "Scanned {0}: {1}" ({0} the symbology such as QR-Code, {1} the field's text).
    case lineScanned
    /// Line mode: a scanned code went into a secure field: "Scanned {0}." ({0} the symbology).
    case lineScannedSecure
    /// Line mode: after a scan: "An empty line keeps it; another line replaces it."
    case lineKeepOrReplace
    /// Line mode: the formatted text when it differs from what was typed: "Entered as {0}".
    case lineEnteredAs
    /// Line mode: a scan that did not work: "Scan failed: {0}" ({0} why).
    case lineScanFailed
    /// Line mode: asks for the number of a scanned code: "Number (1-{0}, an empty line cancels): ".
    case lineChooseNumber
    /// Line mode: a wrong answer to the number question: "Enter a number from 1 to {0}."
    case lineEnterNumber
    /// Line mode: a field's error after input: "Error: {0}".
    case lineError
    /// A submit that found errors: "Some fields need your attention. Check the highlighted fields."
    case formInvalid
    /// The warning icon, and the word before a warning when it is spoken: "Warning".
    case warningIcon
    /// The success icon, and the word before a success message when it is spoken: "Success".
    case successIcon
    /// The information icon, and the word before an information message when it is spoken: "Information".
    case informationIcon
    /// The name of a form's message summary (a landmark a screen reader lists): "Messages".
    case summaryLabel
    /// The summary's count of errors: "Errors: {0}" ({0} the count; a label and a number, so no plural forms).
    case summaryErrors
    /// The summary's count of warnings: "Warnings: {0}" ({0} the count).
    case summaryWarnings
    /// The summary's count of success messages: "Success: {0}" ({0} the count).
    case summarySuccess
    /// The summary's count of information messages: "Information: {0}" ({0} the count).
    case summaryInformation
    /// Between the items of a short list, such as the summary's counts: ", ".
    case listSeparator
    /// A warning that an email address's domain looks misspelled: "Did you mean {0}?" ({0} the address with the likely domain).
    case didYouMean
    /// A number off a stepper's grid: "Enter {0} or {1}, the nearest allowed values." ({0} below, {1} above).
    case validationStepNearest
    /// A number off a stepper's grid with one allowed value near: "Enter {0}, the nearest allowed value."
    case validationStepOne
    /// The stepper's plus button: "Increase".
    case stepIncrease
    /// The stepper's minus button: "Decrease".
    case stepDecrease
    /// Terminal: the keys of a number field's stepper: "Up/Down step · PgUp/PgDn 10 steps · Home/End min/max".
    case keyHintStepper
    /// A date field with fewer digits than a date: "Enter the whole date in the format {0}." ({0} the pattern, MM/DD/YYYY).
    case dateIncomplete
    /// A date field's digits that name no day: "{0} is not a date. Check the day and the month." ({0} as typed).
    case dateInvalid
    /// A date before a date field's minimum: "Enter a date on or after {0}."
    case dateFrom
    /// A date after a date field's maximum: "Enter a date on or before {0}."
    case dateUntil
    /// A date outside a date field's minimum and maximum: "Enter a date from {0} to {1}."
    case dateBetween
    /// The letters of day, month and year in a date pattern, in that order: "DMY" (German "TMJ"); the placeholder
    /// of a date field is its pattern written with them (MM/DD/YYYY).
    case datePatternLetters
}
