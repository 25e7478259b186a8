// List-initialization of a class with an std::initializer_list constructor falls back on the
// other constructors where the items do not make an initializer_list of its element type; an
// assignment from an object of the class takes the implicit copy assignment when the class's
// own assignment operators take something else.
#include <cstdio>
#include <initializer_list>

struct Vec {
    int n;
    float sum;
    __device__ Vec(std::initializer_list<float> items) : n((int)items.size()), sum(0) {
        for (float x : items) sum += x;
    }
    __device__ Vec(const float* data, int count) : n(count), sum(0) {
        for (int i = 0; i < count; i++) sum += 2 * data[i];
    }
};

template <typename T>
struct Span {
    const T* data;
    int size;
    __device__ Span(std::initializer_list<T> items) : data(items.begin()), size((int)items.size()) {}
    __device__ Span(const T* p, unsigned n) : data(p), size((int)n) {}
};

struct Pair {
    int a, b;
    __device__ Pair& operator=(int v) {
        a = b = v;
        return *this;
    }
};

__global__ void kernel(int* out) {
    const float table[3] = {1.5f, 2.5f, 3.0f};
    Vec listed{1.0f, 2.0f, 3.0f};
    Vec pointed{table, 3};
    out[0] = listed.n;
    out[1] = (int)listed.sum;
    out[2] = pointed.n;
    out[3] = (int)pointed.sum;
    const int values[4] = {4, 5, 6, 7};
    Span<int> s{values, 4u};
    out[4] = s.size;
    out[5] = s.data[3];
    Pair p{0, 0};
    p = {4, 5};
    out[6] = p.a * 10 + p.b;
    p = 7;
    out[7] = p.a * 10 + p.b;
    Pair q{1, 2};
    p = q;
    out[8] = p.a * 10 + p.b;
}

int main() {
    int* d;
    cudaMalloc(&d, 9 * sizeof(int));
    kernel<<<1, 1>>>(d);
    int h[9];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("initializer_list constructor: %d items, sum %d\n", h[0], h[1]);
    printf("other constructor: %d items, sum %d\n", h[2], h[3]);
    printf("template, other constructor: size %d, last %d\n", h[4], h[5]);
    printf("p = {4, 5}: %d\n", h[6]);
    printf("p = 7: %d\n", h[7]);
    printf("p = q: %d\n", h[8]);
    cudaFree(d);
    return 0;
}
