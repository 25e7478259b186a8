// The implicit pointer conversions device code relies on: the literal 0, NULL and nullptr as
// null pointers (also as arguments), a derived-class pointer to a base-class pointer (moved to
// the base subobject), any object pointer to `void *`, and a pointer tested as a `bool`.
#include <cstdio>
#include <cuda_runtime.h>

struct Tag { int tag; };
struct Point { int x, y; };
struct Labelled : Tag, Point { int label; };

__device__ int value_or(const int *p, int fallback) { return p ? *p : fallback; }
__device__ int *nothing() { return 0; }
__device__ Point *as_point(Labelled *l) { return l; }

__global__ void conversions(int *out)
{
    Labelled l;
    l.tag = 1;
    l.x = 2;
    l.y = 3;
    l.label = 4;
    Point *p = &l;
    int *none = NULL;
    void *raw = out;
    bool present = out;
    out[0] = value_or(0, 10) + value_or(NULL, 20) + value_or(nullptr, 30);
    out[1] = value_or(&l.label, 0);
    out[2] = (nothing() == 0) + (none == nullptr) + present + (raw == out);
    out[3] = p->x * 10 + as_point(&l)->y;
}

int main()
{
    int *out;
    cudaMalloc(&out, 4 * sizeof(int));
    conversions<<<1, 1>>>(out);
    int host[4];
    cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
    printf("null arguments: %d\n", host[0]);
    printf("pointer argument: %d\n", host[1]);
    printf("null and truth tests: %d\n", host[2]);
    printf("base subobject: %d\n", host[3]);
    cudaFree(out);
    return 0;
}
