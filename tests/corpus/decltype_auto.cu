// corpus: decltype(auto) keeps references: accessors returning an element, forwarding
// wrappers, and locals declared decltype(auto)
#include <cstdio>

template <typename T, int N>
struct Array {
    T data[N];
    __device__ decltype(auto) at(int i) { return data[i]; }         // T&
    __device__ decltype(auto) copyAt(int i) const { return T(data[i]); } // T
    __device__ decltype(auto) size() const { return N; }
};

template <typename F, typename... Args>
__device__ decltype(auto) call(F &&f, Args &&...args) { return f(args...); }

struct Counter {
    int hits;
    __device__ int &ref() { return hits; }
};

__global__ void kernel(int *out) {
    Array<int, 4> a{{1, 2, 3, 4}};
    a.at(2) = 30;                       // writes through the reference
    decltype(auto) first = a.at(0);     // int&
    first += 100;
    decltype(auto) copy = a.copyAt(1);  // int
    copy += 1000;
    Counter c{5};
    call([](Counter &k) -> int & { return k.hits; }, c) += 7;
    decltype(auto) r = c.ref();
    r *= 2;
    int x = 9;
    decltype(auto) px = x;              // int: a name's declared type
    px = 11;
    out[0] = a.at(0);
    out[1] = a.at(1);
    out[2] = a.at(2);
    out[3] = copy;
    out[4] = c.hits;
    out[5] = x;
    out[6] = a.size();
}

int main() {
    int *d;
    cudaMalloc(&d, 7 * sizeof(int));
    kernel<<<1, 1>>>(d);
    int h[7];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("a = {%d, %d, %d}, copy = %d, hits = %d, x = %d, size = %d\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6]);
    cudaFree(d);
    return 0;
}
