// corpus: an operator expression considers the class's member operator functions and the
// ones that are no members together, choosing by how each converts the operands: an
// exact match that is no member beats a member needing a conversion (and the other way
// round), as a stream-like class's `operator<<` overloads show
#include <cstdio>

struct Scaled {
    int v;
    __host__ __device__ int operator-(long) const { return 3; }
    __host__ __device__ int operator+(int) const { return 10; }
    __host__ __device__ bool operator==(double) const { return false; }
    __host__ __device__ Scaled& operator+=(long) { v += 100; return *this; }
    __host__ __device__ int operator-() const { return -1; }
};
__host__ __device__ int operator-(const Scaled&, int) { return 4; }
__host__ __device__ int operator+(const Scaled&, long) { return 20; }
__host__ __device__ bool operator==(const Scaled&, int) { return true; }
__host__ __device__ Scaled& operator+=(Scaled& s, int) { s.v += 1; return s; }
__host__ __device__ int operator-(Scaled&) { return -2; }

struct Sink {
    int text[8];
    int n = 0;
    __host__ __device__ Sink& operator<<(int x) { text[n++] = x; return *this; }
    __host__ __device__ Sink& operator<<(const void*) { text[n++] = -1; return *this; }
};
__host__ __device__ Sink& operator<<(Sink& s, char c) { s.text[s.n++] = 1000 + c; return s; }
__host__ __device__ Sink& operator<<(Sink& s, const char* p) {
    s.text[s.n++] = 2000 + p[0];
    return s;
}

__host__ __device__ void run(int* out) {
    int j = 0;
    Scaled s{0};
    out[j++] = s - 1;
    out[j++] = s - 1L;
    out[j++] = s + 1;
    out[j++] = s + 1L;
    out[j++] = s == 1;
    out[j++] = s == 1.0;
    s += 1;
    s += 1L;
    out[j++] = s.v;
    out[j++] = -s;
    const Scaled& c = s;
    out[j++] = -c;
    Sink o;
    o << 'a' << "b" << 7 << (const void*)&o;
    for (int k = 0; k < 4; ++k) out[j++] = o.text[k];
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 13 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[13];
    run(host);
    for (int k = 0; k < 13; ++k) printf("%d%s", out[k], k == 12 ? "\n" : " ");
    for (int k = 0; k < 13; ++k) printf("%d%s", host[k], k == 12 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
