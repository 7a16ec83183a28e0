/// The image formats recognised by their first bytes.
enum ImageFormat: Equatable {
    case png, jpeg, empty, other

    init(detecting data: [UInt8]) {
        if data.isEmpty {
            self = .empty
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            self = .other
        }
    }
}
