// The footprint as a kernel with 16 KiB pages would count it (iOS on arm64): a 16 KiB-aligned
// block of private memory counts whole when any of its four 4 KiB pages is present. Read with
// the PAGEMAP_SCAN ioctl of /proc/PID/pagemap (Linux 6.7+), which reports ranges of pages by
// category in one call, so JavaScriptCore's huge reserved but untouched ranges cost nothing.
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// The ioctl's ABI (include/uapi/linux/fs.h since 6.7); Debian 12's headers predate it.
struct memlab_page_region { uint64_t start, end, categories; };
struct memlab_pm_scan_arg {
    uint64_t size, flags, start, end, walk_end, vec, vec_len, max_pages;
    uint64_t category_inverted, category_mask, category_anyof_mask, return_mask;
};
#define MEMLAB_PAGEMAP_SCAN _IOWR('f', 16, struct memlab_pm_scan_arg)
enum {
    MEMLAB_PAGE_IS_FILE = 1 << 2, MEMLAB_PAGE_IS_PRESENT = 1 << 3,
    MEMLAB_PAGE_IS_SWAPPED = 1 << 4, MEMLAB_PAGE_IS_PFNZERO = 1 << 5,
};

int memlab_page_footprint(int pagemap_fd, int64_t *bytes_4k, int64_t *bytes_16k) {
    enum { REGIONS = 1024 };
    struct memlab_page_region regions[REGIONS];
    uint64_t start = 0;
    // The top of the x86-64 user address space with 4-level paging (TASK_SIZE); a range past it
    // is refused with EFAULT. (5-level paging would allow more; JSC maps nothing there.)
    const uint64_t end = 0x7ffffffff000ULL;
    int64_t small = 0, large = 0;
    uint64_t last_block = UINT64_MAX;
    while (start < end) {
        struct memlab_pm_scan_arg arg;
        memset(&arg, 0, sizeof arg);
        arg.size = sizeof arg;
        arg.start = start;
        arg.end = end;
        arg.vec = (uint64_t)(uintptr_t)regions;
        arg.vec_len = REGIONS;
        // Anonymous pages, as RssAnon + VmSwap count them: present or swapped, not file pages,
        // not the shared zero page.
        arg.category_inverted = MEMLAB_PAGE_IS_FILE | MEMLAB_PAGE_IS_PFNZERO;
        arg.category_mask = MEMLAB_PAGE_IS_FILE | MEMLAB_PAGE_IS_PFNZERO;
        arg.category_anyof_mask = MEMLAB_PAGE_IS_PRESENT | MEMLAB_PAGE_IS_SWAPPED;
        arg.return_mask = MEMLAB_PAGE_IS_PRESENT | MEMLAB_PAGE_IS_SWAPPED;
        long found = ioctl(pagemap_fd, MEMLAB_PAGEMAP_SCAN, &arg);
        if (found < 0) return -1;
        for (long i = 0; i < found; i++) {
            small += (int64_t)(regions[i].end - regions[i].start);
            uint64_t first = regions[i].start >> 14, last = (regions[i].end - 1) >> 14;
            if (first == last_block) first++;  // regions come in ascending order
            if (last >= first) large += (int64_t)(last - first + 1) << 14;
            last_block = last;
        }
        if (arg.walk_end <= start) break;
        start = arg.walk_end;
        if (found < REGIONS) break;
    }
    *bytes_4k = small;
    *bytes_16k = large;
    return 0;
}
