// corpus: a class template whose base's template argument calls a constexpr function template is complete in every kernel that names it, whichever kernel the compiler reads first
#include <cstdio>

template <int N>
struct Values {
    static constexpr int count = N;
    int v[N];
};

struct Extents {
    static constexpr int rank() { return 3; }
};

template <class E>
constexpr int rank_of() {
    return E::rank();
}

template <class E>
struct Holder : Values<rank_of<E>()> {
    __device__ int total() const {
        int t = this->count;
        for (int i = 0; i < this->count; ++i) t += this->v[i];
        return t;
    }
};

__global__ void local_holder(int* out) {
    Holder<Extents> h;
    for (int i = 0; i < 3; ++i) h.v[i] = i + 1;
    out[0] = h.total();
}

__global__ void holder_parameter(Holder<Extents> h, int* out) {
    out[1] = h.total() * 100 + (int)sizeof(h);
}

int main() {
    int* d;
    cudaMalloc(&d, 2 * sizeof(int));
    local_holder<<<1, 1>>>(d);
    Holder<Extents> h{};
    h.v[0] = 10;
    holder_parameter<<<1, 1>>>(h, d);
    int r[2];
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d %d\n", r[0], r[1]);
    cudaFree(d);
    return 0;
}
