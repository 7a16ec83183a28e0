// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TextInputKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TextInputCore", targets: ["TextInputCore"]),
        .library(name: "TextInputDriver", targets: ["TextInputDriver"]),
        .library(name: "TextInputScan", targets: ["TextInputScan"]),
        .library(name: "TextInputTerminal", targets: ["TextInputTerminal"]),
        .executable(name: "textinput-driver", targets: ["textinput-driver"]),
        .executable(name: "textinput-bench", targets: ["textinput-bench"]),
        .executable(name: "textinput-wasm-bench", targets: ["textinput-wasm-bench"]),
        .executable(name: "textinput-demo", targets: ["textinput-demo"]),
        .executable(name: "textinput-terminal-bench", targets: ["textinput-terminal-bench"]),
        .executable(name: "textinput-ocr-bench", targets: ["textinput-ocr-bench"]),
        .library(name: "TextInputHTML", targets: ["TextInputHTML"]),
        .library(name: "TextInputWeb", targets: ["TextInputWeb"]),
        .library(name: "TextInputHummingbird", targets: ["TextInputHummingbird"]),
        .library(name: "TextInputVapor", targets: ["TextInputVapor"]),
        .executable(name: "textinput-gallery", targets: ["textinput-gallery"]),
        .executable(name: "textinput-customers", targets: ["textinput-customers"]),
        .executable(name: "textinput-customers-vapor", targets: ["textinput-customers-vapor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swiftwasm/WasmKit", from: "0.4.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/vapor/fluent", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver", from: "2.14.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(
            name: "TextInputCore",
            dependencies: [.product(name: "_RopeModule", package: "swift-collections")]
        ),
        .target(name: "TextInputDriver", dependencies: ["TextInputCore"]),
        // The WebAssembly modules' exports, built natively too so that tests call the same functions directly
        // (scripts/build-wasm.sh compiles them with the core in Embedded Swift; docs/wasm.md):
        // what every module exports (memory, the answer buffer, numbered handles) ...
        .target(name: "TextInputWasmBoundary", dependencies: ["TextInputCore"]),
        // ... the driver's sessions: TextInputCore.wasm (textinput-driver --engine wasm, the differential tests) ...
        .target(name: "TextInputWasmDriver", dependencies: ["TextInputCore", "TextInputWasmBoundary"]),
        // Field HTML, the web font metrics and the page's live form: no Foundation, so the same files run on
        // the server and, compiled into TextInputWeb.wasm, in the browser.
        .target(name: "TextInputHTML", dependencies: ["TextInputCore"]),
        // ... and a page's live forms over TextInputHTML: TextInputWeb.wasm, the module TextInputWeb serves.
        .target(name: "TextInputWasmPage", dependencies: ["TextInputHTML", "TextInputWasmBoundary"]),
        // Runs those modules in-process with WasmKit (textinput-driver --engine wasm, differential tests).
        .target(name: "TextInputWasmRunner", dependencies: [.product(name: "WasmKit", package: "WasmKit")]),
        // Loads libzbar, libpng and libturbojpeg with dlopen at run time: building needs none of them. The core for
        // RecognizedLine, what a text scan hands to a field (RecognizedText+Core.swift).
        .target(name: "TextInputScan", dependencies: ["TextInputCore"]),
        .executableTarget(
            name: "textinput-driver",
            dependencies: [
                "TextInputDriver", "TextInputWasmRunner", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Terminal forms: raw mode through Glibc's termios. TextInputScan for the scan prompt: it links no
        // C library (libzbar, libpng, libturbojpeg are opened with dlopen on the first scan).
        .target(name: "TextInputTerminal", dependencies: ["TextInputCore", "TextInputScan"]),
        .executableTarget(
            name: "textinput-demo",
            dependencies: [
                "TextInputTerminal", "TextInputDriver", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "textinput-terminal-bench", dependencies: ["TextInputTerminal"]),
        // Benchmarks: textinput-bench links no WasmKit (valgrind cannot read WasmKit's debug info);
        // textinput-wasm-bench runs the same driver lines in the wasm core.
        .target(name: "TextInputBench", dependencies: ["TextInputCore"]),
        .executableTarget(name: "textinput-bench", dependencies: ["TextInputCore", "TextInputHTML", "TextInputBench"]),
        .executableTarget(name: "textinput-wasm-bench", dependencies: ["TextInputCore", "TextInputBench", "TextInputWasmRunner"]),
        .executableTarget(name: "textinput-ocr-bench", dependencies: ["TextInputCore", "TextInputScan", "TextInputBench"]),
        // What an app imports to put forms on pages: WebForm, WebAssets, posts, the CSS and the JS client; no network
        // code, no Hummingbird, no gallery.
        .target(
            name: "TextInputWeb", dependencies: ["TextInputCore", "TextInputHTML", "TextInputScan", "TextInputZlib"],
            // Client/: the parts scripts/compress-assets.sh assembles into Resources/client.js.
            exclude: ["Client"], resources: [.copy("Resources")]
        ),
        // zlib, which TextInputWeb gzips HTML pages with (the assets come compressed; pages are made per request).
        .systemLibrary(name: "TextInputZlib", path: "Sources/TextInputZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // The gallery's pages, texts and options: demo content for textinput-gallery and the browser tests, kept out
        // of TextInputWeb so that an app importing TextInputWeb carries none of it (not a product).
        .target(name: "TextInputGallery", dependencies: ["TextInputWeb", "TextInputHTML", "TextInputCore"]),
        // Hummingbird 2 integration: assets, the scan decoder, posted forms (the only library on Hummingbird).
        .target(
            name: "TextInputHummingbird",
            dependencies: [
                "TextInputWeb", "TextInputHTML", "TextInputCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),
        // Vapor 4 integration, the same shape as TextInputHummingbird (the only library on Vapor).
        .target(
            name: "TextInputVapor",
            dependencies: [
                "TextInputWeb", "TextInputHTML", "TextInputCore",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // The gallery server, on TextInputHummingbird's public API.
        .executableTarget(
            name: "textinput-gallery",
            dependencies: [
                "TextInputGallery", "TextInputWeb", "TextInputHummingbird", "TextInputHTML", "TextInputCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The customer apps' pages and form, on the public API only (not a product): shared by both apps.
        .target(name: "TextInputCustomersExample", dependencies: ["TextInputCore", "TextInputHTML", "TextInputWeb"]),
        // An example app on the public API only: customers in SQLite through GRDB (needs libsqlite3-dev).
        .executableTarget(
            name: "textinput-customers",
            dependencies: [
                "TextInputCore", "TextInputHTML", "TextInputWeb", "TextInputHummingbird", "TextInputCustomersExample",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The same app on Vapor and Fluent: customers in a SQLite file or in PostgreSQL.
        .executableTarget(
            name: "textinput-customers-vapor",
            dependencies: [
                "TextInputCore", "TextInputWeb", "TextInputVapor", "TextInputCustomersExample",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TextInputTestSupport", dependencies: ["TextInputCore"], path: "Tests/TextInputTestSupport"),
        .testTarget(
            name: "TextInputCoreTests",
            dependencies: [
                "TextInputCore", "TextInputTestSupport", .product(name: "_RopeModule", package: "swift-collections"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "TextInputDriverTests",
            dependencies: ["TextInputDriver", "TextInputCore", "TextInputWasmBoundary", "TextInputWasmDriver", "TextInputWasmRunner", "TextInputTestSupport"]
        ),
        .testTarget(name: "TextInputScanTests", dependencies: ["TextInputScan", "TextInputCore", "TextInputTestSupport"]),
        .testTarget(
            name: "TextInputTerminalTests",
            dependencies: ["TextInputTerminal", "TextInputCore", "TextInputDriver", "TextInputScan", "TextInputTestSupport"],
            exclude: ["Snapshots", "Fixtures"]
        ),
        .testTarget(
            name: "TextInputHummingbirdTests",
            dependencies: [
                "TextInputHummingbird", "TextInputWeb", "TextInputHTML", "TextInputCore", "TextInputTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),
        .testTarget(
            name: "TextInputVaporTests",
            dependencies: [
                "TextInputVapor", "TextInputWeb", "TextInputHTML", "TextInputCore", "TextInputTestSupport",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "TextInputWebTests",
            dependencies: ["TextInputWeb", "TextInputGallery", "TextInputHTML", "TextInputWasmPage", "TextInputWasmBoundary", "TextInputCore", "TextInputScan",
                           "TextInputTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
