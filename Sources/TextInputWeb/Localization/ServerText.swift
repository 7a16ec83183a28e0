import TextInputCore

/// The sentences only the server says to the page's user: a post another
/// site sent, and the scan route's answers. They are translated into every
/// language of ``TextInputCore/Localizer/supportedLanguages`` and read through
/// a ``TextInputCore/Localizer`` (`localizer.string(.crossSitePost)`),
/// like the core's ``TextInputCore/LocalizedKey``s, but they are not keys of
/// the core's catalog: a page's spec carries its form's translations, and
/// these are never shown by the page's core. A language the built-in tables
/// lack (a custom catalog's) reads English.
///
/// `{0}`, `{1}`, … are placeholders, as in ``TextInputCore/LocalizedKey``.
public enum ServerText: String, Sendable, CaseIterable {
    /// A post that another site's page made the browser send: "This form was sent from another site and was not
    /// accepted. Open the form on this site and submit it from there."
    case crossSitePost
    /// A date field's calendar button: "Choose a date".
    case chooseDate
    /// The scan route got no bytes: "This file is empty. Choose a PNG or JPEG image."
    case scanEmptyImage
    /// The scan route got more bytes than it reads: "This image is larger than {0} MB. Choose a smaller image."
    /// ({0} the limit in megabytes).
    case scanImageOverBytes
    /// An image that declares more pixels than are read: "This image has {0} × {1} pixels, more than {2} megapixels.
    /// Choose a smaller image." ({0} width, {1} height, {2} the limit in megapixels).
    case scanImageOverPixels
    /// The scan route reads as many images as it may: "The server is busy reading other images. Try again in a
    /// moment."
    case scanBusy
    /// The server stopped while reading the image: "The server is shutting down. Try again in a moment."
    case scanServerStopping
    /// Bytes that are not a PNG or JPEG image the scanner reads: "This image cannot be scanned. Choose a PNG or JPEG
    /// image."
    case scanUnsupportedImage
    /// A truncated or damaged image: "The image is damaged and cannot be read. Take or export the picture again."
    case scanDamagedImage
    /// An image past the decoder's own limits: "This image is too large to scan. Crop or scale it down."
    case scanImageTooLargeToRead
    /// The decoder itself failed: "The image could not be scanned. Try again with a smaller image."
    case scanDecoderFailed
    /// Text recognition ran past its deadline: "Reading the text took too long and was stopped. Crop the image to
    /// the text and try again."
    case scanTooSlow
}
