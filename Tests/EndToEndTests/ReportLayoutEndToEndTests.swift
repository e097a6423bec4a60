import Testing
import Foundation
import MemlabCore

/// The report as a reader sees it, in headless Chromium at 1400 px: the summary first, BASE and
/// NEW overlaid in one chart per figure, a y axis fitted to the data, no label over another.
@Suite(.serialized) struct ReportLayoutEndToEndTests {
    static let chromium = ReportEndToEndTests.chromium

    /// BASE and NEW of a library with a hog that holds 4x more, and a leak with a projected kill.
    static func report() throws -> String {
        let root = MemlabBinary.temporaryDirectory()
        var sides: [String] = []
        for worse in [false, true] {
            let library = ProbeLibrary.write(worse: worse)
            let leak = try String(contentsOfFile: MemlabBinary.probe("leak-global.js"), encoding: .utf8)
                .replacingOccurrences(of: "// memlab:", with: "// was:")
            try Data(("// memlab: --pushes 40 --isolation none\n" + leak).utf8).write(to: URL(fileURLWithPath: library + "/leak.js"))
            let out = root + (worse ? "/new" : "/base")
            let outcome = try MemlabBinary.run(["suite", library, "--out", out])
            #expect(outcome.status == 0, "stdout: \(outcome.stdout)")
            sides.append(out)
        }
        let html = root + "/report.html"
        let outcome = try MemlabBinary.run(["report", sides[1], "--baseline", sides[0], "-o", html] + ProbeLibrary.noiseFloor)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        return html
    }

    /// The sections of the report, by probe: the HTML between its `<section` and the next.
    static func sections(_ html: String) -> [String: String] {
        var result: [String: String] = [:]
        for part in html.components(separatedBy: #"<section class="probe" id="probe-"#).dropFirst() {
            let name = String(part.prefix { $0 != "\"" })
            result[name] = part
        }
        return result
    }

    @Test("the summary comes first; per probe one footprint chart with BASE and NEW overlaid, peaks drawn, the axis fitted")
    func structure() throws {
        let html = try String(contentsOfFile: try Self.report(), encoding: .utf8)
        let overview = try #require(html.range(of: #"<table class="overview">"#))
        let firstSection = try #require(html.range(of: #"<section class="probe""#))
        #expect(overview.lowerBound < firstSection.lowerBound)
        #expect(html.contains("peak footprint per probe"))
        let sections = Self.sections(html)
        #expect(Set(sections.keys) == ["grow", "hog", "leak", "notify"])
        for (name, section) in sections {
            let charts = section.components(separatedBy: #"aria-label="footprint per push (0 = baseline)""#).count - 1
            #expect(charts == 1, "\(name): \(charts) footprint charts")
            #expect(section.contains("<title>BASE · 1 run · after GC</title>") && section.contains("<title>NEW · 1 run · after GC</title>"), "\(name)")
            #expect(section.contains("<title>BASE peak ") && section.contains("<title>NEW peak "), "\(name): the in-run peaks are drawn")
        }
        // A flat probe's axis is fitted: it does not start at 0 with the ceiling far above.
        let notify = try #require(sections["notify"])
        let chart = String(notify[notify.range(of: "footprint per push")!.lowerBound...].prefix { $0 != "§" }.components(separatedBy: "</svg>")[0])
        #expect(!chart.contains(">0 B<") && !chart.contains(">0 MiB<"), "\(chart.prefix(600))")
        #expect(chart.contains("ceiling 24.0 MiB: above the chart"))
        // The leak's projected kill is named.
        #expect(sections["leak"]?.contains("ceiling at about push") == true)
    }

    @Test(
        "in Chromium at 1400 px: no label overlaps another, and the first chart is near the top",
        .enabled(if: ReportLayoutEndToEndTests.chromium != nil, "Chromium is not installed (Debian package `chromium`)"))
    func noOverlappingLabels() throws {
        let html = try Self.report()
        let probe = (html as NSString).deletingPathExtension + "-measure.html"
        // The report holds no script; a copy gets one that measures what Chromium laid out.
        let measure = """
            <script>
            const overlaps = [];
            document.querySelectorAll('svg').forEach((svg, index) => {
              const boxes = [...svg.querySelectorAll('text')].map(t => ({ text: t.textContent, box: t.getBoundingClientRect() }));
              for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) {
                const p = boxes[a].box, q = boxes[b].box;
                if (p.width > 0 && q.width > 0 && p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5)
                  overlaps.push(index + ': ' + boxes[a].text + ' | ' + boxes[b].text);
              }
            });
            document.body.setAttribute('data-overlaps', overlaps.join(' ;; ') || 'none');
            document.body.setAttribute('data-charts', String(document.querySelectorAll('svg').length));
            document.body.setAttribute('data-first-chart', String(Math.round(document.querySelector('svg').getBoundingClientRect().top + window.scrollY)));
            </script>
            """
        let text = try String(contentsOfFile: html, encoding: .utf8).replacingOccurrences(of: "</body>", with: measure + "</body>")
        try Data(text.utf8).write(to: URL(fileURLWithPath: probe))
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=" + MemlabBinary.temporaryDirectory(), "--window-size=1400,2400"
        ]
        let dom = try MemlabBinary.run(["120", Self.chromium!] + flags + ["--dump-dom", "file://" + probe], executable: "/usr/bin/timeout")
        #expect(dom.status == 0, "chromium: \(dom.stderr.suffix(500))")
        func attribute(_ name: String) -> String? {
            guard let start = dom.stdout.range(of: name + "=\"") else { return nil }
            return String(dom.stdout[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(attribute("data-overlaps") == "none", "overlapping labels: \(attribute("data-overlaps") ?? "not measured")")
        #expect((Int(attribute("data-charts") ?? "") ?? 0) >= 9)
        #expect((Int(attribute("data-first-chart") ?? "") ?? .max) < 800, "the first chart starts at \(attribute("data-first-chart") ?? "?") px")
        // And a screenshot at that width, to look at.
        let png = MemlabBinary.temporaryDirectory() + "/report-1400.png"
        let shot = try MemlabBinary.run(["120", Self.chromium!] + flags + ["--screenshot=" + png, "file://" + html], executable: "/usr/bin/timeout")
        #expect(shot.status == 0)
        #expect(((try? FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0) > 10_000)
    }
}
