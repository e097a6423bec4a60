import Foundation

/// The HTML report's table of retainer-path clusters, for a probe's latest run with `--explain`.
enum ExplainHTML {
    static func table(_ report: ExplainReport?) -> String? {
        guard let report else { return nil }
        guard report.available, report.compared != nil else {
            return ##"<p class="note">kept by: \##(HTMLReport.escape(report.unavailable ?? "no snapshots compared"))</p>"##
        }
        let clusters = report.significant
        guard !clusters.isEmpty else {
            return ##"<p class="note">kept by: nothing the run added stays in groups of \##(ExplainReport.minimumClusterObjects) or more objects</p>"##
        }
        var out = [##"<table class="objects"><tr><th>kept by (shortest retainer path from a GC root)</th><th>objects</th><th>retained</th></tr>"##]
        for cluster in clusters {
            var path = HTMLReport.escape(cluster.path)
            if let host = cluster.hostRootText { path += "<br><small>" + HTMLReport.escape(host) + "</small>" }
            if let holder = cluster.likelyHolder { path += "<br><small>probably entries of " + HTMLReport.escape(holder) + "</small>" }
            out.append("<tr><td>\(path)</td><td>\(cluster.count)</td><td>\(ByteSize.format(Int64(cluster.retainedBytes)))</td></tr>")
        }
        out.append("</table>")
        return out.joined(separator: "\n")
    }
}
