// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TextInputKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TextInputCore", targets: ["TextInputCore"]),
        .library(name: "TextInputDriver", targets: ["TextInputDriver"]),
        .library(name: "TextInputScan", targets: ["TextInputScan"]),
        .executable(name: "textinput-driver", targets: ["textinput-driver"]),
        .executable(name: "textinput-bench", targets: ["textinput-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "TextInputCore",
            dependencies: [
                .product(name: "_RopeModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        .target(name: "TextInputDriver", dependencies: ["TextInputCore"]),
        // Loads libzbar, libpng and libturbojpeg with dlopen at run time: building needs none of them.
        .target(name: "TextInputScan"),
        .executableTarget(name: "textinput-driver", dependencies: ["TextInputDriver"]),
        .executableTarget(name: "textinput-bench", dependencies: ["TextInputCore"]),
        .target(name: "TextInputTestSupport", dependencies: ["TextInputCore"], path: "Tests/TextInputTestSupport"),
        .testTarget(
            name: "TextInputCoreTests",
            dependencies: [
                "TextInputCore", "TextInputTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "TextInputDriverTests",
            dependencies: ["TextInputDriver", "TextInputCore", "TextInputTestSupport"]
        ),
        .testTarget(name: "TextInputScanTests", dependencies: ["TextInputScan"]),
    ],
    swiftLanguageModes: [.v6]
)
