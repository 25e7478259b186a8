// corpus: C++20 range-based for loops with an init-statement in device code: a counter declared for the loop, an expression statement as the init, and nested loops each with a counter of their own over a class with begin and end
#include <cstdio>

struct Row {
    int v[3];
    __device__ const int *begin() const { return v; }
    __device__ const int *end() const { return v + 3; }
};

__global__ void weighted(int *o)
{
    int a[4] = {1, 2, 3, 4};
    int s = 0;
    for (int i = 0; int x : a)
        s += x * ++i;
    o[0] = s;
    Row rows[2] = {{{1, 2, 3}}, {{4, 5, 6}}};
    int t = 0, k;
    for (k = 10; const Row &r : rows)
        for (int j = 1; int x : r)
            t += x * j++ * k;
    o[1] = t;
}

int main()
{
    int *d, h[2];
    cudaMalloc(&d, sizeof(h));
    weighted<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[1]);
    return 0;
}
