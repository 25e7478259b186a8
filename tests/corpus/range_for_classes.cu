// corpus: range-based for over class objects: begin()/end() returning pointers (by value and
// by reference, over a temporary) and iterator classes nested in their range class, with
// continue; member operators of nested classes
#include <cstdio>
struct Span {
    int *first; int n;
    __device__ int *begin() const { return first; }
    __device__ int *end() const { return first + n; }
};
struct Counter {
    struct It {
        int i;
        __device__ int operator*() const { return i * i; }
        __device__ It &operator++() { ++i; return *this; }
        __device__ bool operator!=(const It &o) const { return i != o.i; }
    };
    int n;
    __device__ It begin() const { return It{0}; }
    __device__ It end() const { return It{n}; }
};
__global__ void k(int *o) {
    int data[4] = {1, 2, 3, 4};
    Span s{data, 4};
    int total = 0;
    for (int x : s) total += x;
    for (int &x : s) x *= 10;
    for (auto x : Span{data, 2}) total += x;
    int squares = 0;
    for (auto v : Counter{4}) { if (v == 4) continue; squares += v; }
    o[0] = total;
    o[1] = squares;
    o[2] = data[3];
}
int main() { int *d; cudaMalloc(&d, 3 * sizeof(int)); k<<<1, 1>>>(d); int h[3]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d %d %d\n", h[0], h[1], h[2]); }
