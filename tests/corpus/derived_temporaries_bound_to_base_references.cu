// corpus: a temporary of a derived class bound to a reference to its base lives as long as the reference and is destroyed whole (~Derived, then ~Base), wherever the base lies in it
#include <cstdio>

struct Padding { long long pad = 5; };
struct Base {
    int* log;
    __host__ __device__ Base(int* l) : log(l) {}
    __host__ __device__ ~Base() { log[1] += 1; }
};
struct Derived : Padding, Base {
    __host__ __device__ Derived(int* l) : Base(l) {}
    __host__ __device__ ~Derived() { log[0] += 1; }
};
__host__ __device__ Derived make(int* l) { return Derived(l); }

__host__ __device__ void fill(int* out) {
    out[0] = out[1] = 0;
    {
        const Base& b = Derived(out);
        out[2] = out[0] * 10 + out[1] + (int)(b.log == out);
    }
    {
        Base&& b = make(out);
        out[3] = out[0] * 10 + out[1] + (int)(b.log == out);
    }
    {
        bool c = out[0] > 0;
        const Base& b = c ? Derived(out) : Derived(out);
        out[4] = out[0] * 10 + out[1] + (int)(b.log == out);
    }
}

__global__ void kernel(int* out) { fill(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    fill(host);
    for (int i = 0; i < 5; ++i) printf("out[%d] = %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
