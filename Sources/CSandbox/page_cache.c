// Pulls every file a process maps into the page cache, so that the pages are charged to the
// memory cgroup of whoever runs this, not to a worker's cgroup later. A memory cgroup is
// charged for a page-cache page by the cgroup that first faults it in; a worker that first
// touches library or ICU data pages inside its limited cgroup is charged for clean file pages
// that iOS never counts (measured: a cgroup peak charge at the 24 MiB limit at a footprint of
// 10.6 MiB on a cold cache). See docs/sandbox.md.
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

enum { PAGE = 4096, CHUNK = 256 * 1024, MAX_FILES = 512 };

// Reads the pages of FD (SIZE bytes) that are not resident yet; returns how many bytes it read.
static unsigned long long page_in(int fd, off_t size, unsigned char *buffer) {
    unsigned long long read_bytes = 0;
    void *map = mmap(NULL, (size_t)size, PROT_READ, MAP_SHARED, fd, 0);
    unsigned char *resident = NULL;
    size_t pages = ((size_t)size + PAGE - 1) / PAGE;
    if (map != MAP_FAILED) {
        resident = malloc(pages);
        if (resident && mincore(map, (size_t)size, resident) != 0) { free(resident); resident = NULL; }
        munmap(map, (size_t)size);
    }
    for (off_t offset = 0; offset < size; offset += CHUNK) {
        size_t length = (size_t)(size - offset < CHUNK ? size - offset : CHUNK);
        if (resident) {
            // Skip a chunk whose every page is already cached (the common case after a first run).
            size_t first = (size_t)offset / PAGE, last = ((size_t)offset + length - 1) / PAGE;
            int missing = 0;
            for (size_t page = first; page <= last; page++) if (!(resident[page] & 1)) { missing = 1; break; }
            if (!missing) continue;
        }
        ssize_t got = pread(fd, buffer, length, offset);
        if (got <= 0) break;
        read_bytes += (unsigned long long)got;
    }
    free(resident);
    return read_bytes;
}

long memlab_page_in_mapped_files(const char *maps_path, unsigned long long *bytes_read) {
    *bytes_read = 0;
    FILE *maps = fopen(maps_path, "re");
    if (!maps) return -1;
    // On the heap, not in .bss: only the warm-up worker runs this, and the run worker's
    // baseline should not carry its pages.
    char (*seen)[256] = malloc(MAX_FILES * sizeof *seen);
    int files = 0;
    unsigned char *buffer = malloc(CHUNK);
    if (!buffer || !seen) { free(buffer); free(seen); fclose(maps); return -1; }
    char line[1024];
    long paged = 0;
    while (fgets(line, sizeof line, maps)) {
        char *path = strchr(line, '/');
        if (!path) continue;  // anonymous, [heap], [stack], [vdso]...
        path[strcspn(path, "\n")] = 0;
        if (strstr(path, " (deleted)") || strncmp(path, "/dev/", 5) == 0 || strncmp(path, "/proc/", 6) == 0) continue;
        if (strlen(path) >= sizeof seen[0]) continue;
        int known = 0;
        for (int i = 0; i < files; i++) if (strcmp(seen[i], path) == 0) { known = 1; break; }
        if (known || files == MAX_FILES) continue;
        strcpy(seen[files++], path);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        struct stat info;
        if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
            *bytes_read += page_in(fd, info.st_size, buffer);
            paged++;
        }
        close(fd);
    }
    free(buffer);
    free(seen);
    fclose(maps);
    return paged;
}

int memlab_memfd(const char *name) {
    return memfd_create(name, MFD_CLOEXEC);
}
