// corpus: std::pair and std::tuple in device code move rvalue elements in (forwarding constructors, make_pair), hold move-only types, and move as whole objects; a constructor template taking an rvalue beats the copy constructor of a class without a move constructor
#include <cstdio>
#include <tuple>
#include <utility>

struct Tracked {
    int copies = 0, moves = 0;
    __host__ __device__ Tracked() {}
    __host__ __device__ Tracked(const Tracked& o) : copies(o.copies + 1), moves(o.moves) {}
    __host__ __device__ Tracked(Tracked&& o) : copies(o.copies), moves(o.moves + 1) {}
};
struct MoveOnly {
    int v;
    __host__ __device__ MoveOnly(int x) : v(x) {}
    MoveOnly(const MoveOnly&) = delete;
    __host__ __device__ MoveOnly(MoveOnly&&) = default;
};
template <class T>
struct Box {
    int how;
    __host__ __device__ Box() : how(0) {}
    __host__ __device__ Box(const Box&) : how(1) {}
    template <class U>
    __host__ __device__ Box(Box<U>&&) : how(2) {}
    __host__ __device__ Box& operator=(const Box&) { return *this; }
};

#define COUNTS(x) ((x).copies * 10 + (x).moves)

__host__ __device__ void fill(int* out) {
    std::pair<Tracked, int> p(Tracked{}, 3);
    out[0] = COUNTS(p.first);
    auto made = std::make_pair(Tracked{}, 3);
    out[1] = COUNTS(made.first);
    std::tuple<Tracked, int> t(Tracked{}, 4);
    out[2] = COUNTS(std::get<0>(t));
    std::tuple<Tracked, int> t2 = std::move(t);
    out[3] = COUNTS(std::get<0>(t2));
    Tracked last = std::get<0>(std::move(t2));
    out[4] = COUNTS(last);
    std::pair<MoveOnly, int> q(MoveOnly(5), 3);
    std::tuple<MoveOnly, int> r(MoveOnly(6), 3);
    out[5] = q.first.v * 10 + std::get<0>(r).v;
    Box<int> a;
    Box<int> b = std::move(a);
    Box<int> c = b;
    out[6] = b.how * 10 + c.how;
}

__global__ void kernel(int* out) { fill(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 7 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[7];
    fill(host);
    for (int i = 0; i < 7; ++i) printf("out[%d] = %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
