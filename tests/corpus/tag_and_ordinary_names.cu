// A class and a function or variable of one name: the function or variable hides the class,
// which is then named as `struct name` (C's tags, as POSIX's `struct stat` beside `stat()`).
#include <cstdio>

struct stat {
    int size;
    int blocks;
};
__device__ int stat(int size) { return size * 2; }

struct point {
    int x, y;
};
__device__ int point_sum(struct point p) { return p.x + p.y; }

__device__ int counter = 7;
struct counter {
    int a, b, c;
};

enum color { RED = 1, GREEN = 2 };
__device__ int color(int c) { return c * 10; }

__global__ void names(int *out)
{
    struct stat s = {5, 9};
    out[0] = stat(s.size);
    struct point point = {1, 2};
    out[1] = point_sum(point);
    out[2] = counter + (int)sizeof(struct counter);
    enum color c = GREEN;
    out[3] = color(c);
    struct stat *p = &s;
    out[4] = p->blocks;
}

int main()
{
    int *d;
    cudaMallocManaged(&d, 5 * sizeof(int));
    names<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d\n", d[0], d[1], d[2], d[3], d[4]);
    cudaFree(d);
    return 0;
}
