// corpus: an object is as `const` as the expression naming it shows, for overload
// resolution and deduction: `*p` and `p[i]` of a pointer to `const`, an element of a `const`
// array, a `const` member, a member of a `const` object (unless `mutable`, which may be
// assigned), a member named alone in a `const` member function, a lambda's captures of
// `const` variables (by reference, and by copy in a `mutable` lambda), and a pointer or
// reference deduced by `auto` from a pointer to `const`; `::f(x)` calls the namespace's
// function whatever local hides it
#include <cstdio>

__host__ __device__ int which(int&) { return 1; }
__host__ __device__ int which(const int&) { return 2; }
__host__ __device__ int which(int*) { return 3; }
__host__ __device__ int which(const int*) { return 4; }
__host__ __device__ int twice(int v) { return 2 * v; }

struct Record {
    const int id;
    int count;
    mutable int hits;
};

struct Counter {
    int first = 1;
    int second = 2;
    __host__ __device__ int first_kind() const { return which(first); }
    __host__ __device__ int second_kind() const { return which(second); }
    __host__ __device__ int both_kinds() { return which(first) * 10 + which(second); }
};

__host__ __device__ void run(int* out) {
    int j = 0;
    int v = 1;
    const int* p = &v;
    const int cells[2] = {1, 2};
    out[j++] = which(*p) * 10 + which(p[0]);
    out[j++] = which(cells[1]);
    Record r{7, 0, 0};
    out[j++] = which(r.id) * 10 + which(r.count);
    const Record c{8, 0, 0};
    const Record* rp = &c;
    out[j++] = which(c.count) * 10 + which(rp->count);
    c.hits = 5;
    rp->hits += 1;
    out[j++] = c.hits * 10 + which(c.hits);
    Counter k;
    out[j++] = k.first_kind() * 100 + k.second_kind() * 10 + (k.both_kinds() == 11);
    const int limit = 5;
    out[j++] = [&limit] { return which(limit); }();
    out[j++] = [limit]() mutable { return which(limit); }();
    out[j++] = [v]() mutable { return which(v); }();
    auto q = p;
    auto s = cells;
    auto& rq = p;
    out[j++] = which(q) * 100 + which(s) * 10 + which(rq);
    auto& element = *p;
    out[j++] = which(element) * 10 + which(+p);
    int twice = 4;
    out[j++] = ::twice(twice);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 12 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[12];
    run(host);
    for (int k = 0; k < 12; ++k) printf("%d%s", out[k], k == 11 ? "\n" : " ");
    for (int k = 0; k < 12; ++k) printf("%d%s", host[k], k == 11 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
