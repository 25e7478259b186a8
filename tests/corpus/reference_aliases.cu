// References named through aliases, as iterator classes write them: member typedefs
// (`typedef T& reference;`), `typename It::reference` of a traits class, namespace
// typedefs, locals and members declared with them.
#include <cstdio>

template <class T>
struct Iter {
    T* p;
    typedef T& reference;
    using pointer = T*;
    __device__ reference operator*() const { return *p; }
    __device__ reference operator[](int i) const { return p[i]; }
    __device__ Iter operator+(int n) const { return Iter{p + n}; }
};

template <class It>
struct traits {
    typedef typename It::reference reference;
};

typedef int& IntRef;
__device__ IntRef third(int* p) { return p[2]; }

template <class It>
__device__ typename traits<It>::reference last(It first, int n) { return first[n - 1]; }

struct Holder {
    IntRef r;
};

__global__ void kernel(int* d, int n) {
    Iter<int> it{d};
    *it = 10;
    it[1] += 20;
    third(d) = 30;
    last(it, n) = 40;
    typename traits<Iter<int>>::reference alias = *(it + 4);
    alias = 50;
    Holder h{d[5]};
    h.r = 60;
}

int main() {
    int* d;
    cudaMallocManaged(&d, 6 * sizeof(int));
    for (int i = 0; i < 6; i++) d[i] = i;
    kernel<<<1, 1>>>(d, 4);
    cudaDeviceSynchronize();
    for (int i = 0; i < 6; i++) printf("%d ", d[i]);
    printf("\n");
    return 0;
}
