import Testing
import Foundation
import MemlabCore

/// `memlab report` of a diff, rendered by headless Chromium (Debian package `chromium`).
@Suite(.serialized) struct ReportEndToEndTests {
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { access($0, X_OK) == 0 }
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first { access($0, X_OK) == 0 }

    func makeReport() throws -> String {
        let base = MemlabBinary.temporaryDirectory() + "/base", new = MemlabBinary.temporaryDirectory() + "/new"
        #expect(try MemlabBinary.run(["suite", ProbeLibrary.write(worse: false), "--out", base]).status == 0)
        #expect(try MemlabBinary.run(["suite", ProbeLibrary.write(worse: true), "--out", new]).status == 0)
        let html = MemlabBinary.temporaryDirectory() + "/report.html"
        let outcome = try MemlabBinary.run(["report", new, "--baseline", base, "-o", html] + ProbeLibrary.noiseFloor)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == html)
        return html
    }

    @Test("the report is one self-contained file with a chart per side and the diff")
    func selfContained() throws {
        let html = try String(contentsOfFile: try makeReport(), encoding: .utf8)
        #expect(html.contains("1 of 3 probes regressed: hog"))
        #expect(html.contains("BASE · 1 run") && html.contains("NEW · 1 run"))
        #expect(html.contains("class=\"ceiling\""))
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("src="))
    }

    @Test(
        "Chromium renders the report: SVG charts in the DOM and a screenshot that is not blank",
        .enabled(if: ReportEndToEndTests.chromium != nil, "Chromium is not installed (Debian package `chromium`; `make deps`)"))
    func rendersInChromium() throws {
        let html = try makeReport()
        let profile = MemlabBinary.temporaryDirectory()
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=" + profile, "--window-size=1200,1400"
        ]
        let dom = try run("/usr/bin/timeout", ["120", ReportEndToEndTests.chromium!] + flags + ["--dump-dom", "file://" + html])
        #expect(dom.status == 0, "chromium: \(dom.stderr.suffix(500))")
        #expect(dom.stdout.components(separatedBy: "<svg").count - 1 >= 8, "DOM: \(dom.stdout.prefix(300))")
        #expect(dom.stdout.contains("<polyline"))

        let png = MemlabBinary.temporaryDirectory() + "/report.png"
        let shot = try run("/usr/bin/timeout", ["120", ReportEndToEndTests.chromium!] + flags + ["--screenshot=" + png, "file://" + html])
        #expect(shot.status == 0, "chromium: \(shot.stderr.suffix(500))")
        let size = (try? FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0
        #expect(size > 10_000, "screenshot is \(size) bytes")
        guard let python = ReportEndToEndTests.python else { return }
        // Decodes the PNG (zlib + scanline filters) and counts pixels that are neither white nor near it.
        let decoder = #"""
            import sys, zlib, struct
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\x89PNG\r\n\x1a\n'
            pos, idat, width, height, ctype = 8, b'', 0, 0, 0
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + length]; pos += 12 + length
                if kind == b'IHDR': width, height, depth, ctype = struct.unpack('>IIBB', body[:10])
                elif kind == b'IDAT': idat += body
            bpp = {2: 3, 6: 4}[ctype]; raw = zlib.decompress(idat); stride = width * bpp
            prev = bytearray(stride); colored = 0; pos = 0
            for y in range(height):
                f = raw[pos]; line = bytearray(raw[pos + 1:pos + 1 + stride]); pos += 1 + stride
                for i in range(stride):
                    a = line[i - bpp] if i >= bpp else 0; b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
                    if f == 1: line[i] = (line[i] + a) & 255
                    elif f == 2: line[i] = (line[i] + b) & 255
                    elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                    elif f == 4:
                        p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                for x in range(0, stride, bpp):
                    if min(line[x], line[x + 1], line[x + 2]) < 200: colored += 1
                prev = line
            print(width, height, colored)
            """#
        let decoded = try run(python, ["-c", decoder, png])
        #expect(decoded.status == 0, "decoder: \(decoded.stderr)")
        let numbers = decoded.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(numbers.count == 3)
        // Text, lines and badges: far more than a blank page, far less than a filled one.
        #expect(numbers[2] > numbers[0] * numbers[1] / 200, "only \(numbers[2]) dark pixels of \(numbers[0] * numbers[1])")
        #expect(numbers[2] < numbers[0] * numbers[1] / 2)
    }

    func run(_ executable: String, _ arguments: [String]) throws -> MemlabBinary.Outcome {
        try MemlabBinary.run(arguments, executable: executable)
    }
}
