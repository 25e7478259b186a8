// A braced list whose items are of different types is weighed by the constructors that
// take its items as they are typed: each overload's class must take them in order.
#include <cstdio>

struct Labelled {
    int value;
    const char* label;
    __host__ __device__ Labelled(int v, const char* l) : value(v), label(l) {}
};

struct Scaled {
    double factor;
    int value;
    __host__ __device__ Scaled(double f, int v) : factor(f), value(v) {}
};

struct Named {
    const char* name;
    int value;
    __host__ __device__ Named(const char* n, int v) : name(n), value(v) {}
};

__device__ int describe(Labelled l) { return 100 + l.value; }
__device__ int describe(Named n) { return 200 + n.value; }

__device__ int measure(Scaled s) { return (int)(s.factor * s.value); }
__device__ int measure(Named n) { return -n.value; }

__global__ void kernel(int* out) {
    out[0] = describe({1, "one"});
    out[1] = describe({"two", 2});
    out[2] = measure({2.5, 4});
    out[3] = measure({"five", 5});
}

int main() {
    int* d;
    cudaMalloc(&d, 4 * sizeof(int));
    kernel<<<1, 1>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("describe {1, \"one\"} = %d\n", h[0]);
    printf("describe {\"two\", 2} = %d\n", h[1]);
    printf("measure {2.5, 4} = %d\n", h[2]);
    printf("measure {\"five\", 5} = %d\n", h[3]);
    cudaFree(d);
    return 0;
}
