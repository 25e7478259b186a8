// corpus: std::distance, advance, next and prev of a forward and a bidirectional iterator step one element at a time
#include <cstdio>
#include <iterator>

struct Node {
    int value;
    Node* next;
    Node* prev;
};

template <class Category> struct NodeIterator {
    typedef Category iterator_category;
    typedef int value_type;
    typedef long difference_type;
    typedef int* pointer;
    typedef int& reference;
    Node* at;
    __host__ __device__ int& operator*() const { return at->value; }
    __host__ __device__ NodeIterator& operator++()
    {
        at = at->next;
        return *this;
    }
    __host__ __device__ NodeIterator& operator--()
    {
        at = at->prev;
        return *this;
    }
    __host__ __device__ bool operator!=(const NodeIterator& o) const { return at != o.at; }
    __host__ __device__ bool operator==(const NodeIterator& o) const { return at == o.at; }
};

__host__ __device__ void run(long* out)
{
    Node nodes[5];
    for (int i = 0; i < 5; ++i) {
        nodes[i].value = (i + 1) * 10;
        nodes[i].next = i < 4 ? &nodes[i + 1] : nullptr;
        nodes[i].prev = i > 0 ? &nodes[i - 1] : nullptr;
    }
    typedef NodeIterator<std::forward_iterator_tag> Forward;
    typedef NodeIterator<std::bidirectional_iterator_tag> Both;
    Forward f{&nodes[0]}, end{nullptr};
    out[0] = std::distance(f, end);
    std::advance(f, 2);
    out[1] = *f * 100 + *std::next(f, 2);
    Both b{&nodes[4]};
    std::advance(b, -3);
    out[2] = *b * 100 + *std::prev(b) + *std::next(b);
}

__global__ void kernel(long* out) { run(out); }

int main()
{
    const int n = 3;
    long* d;
    cudaMalloc(&d, n * sizeof(long));
    kernel<<<1, 1>>>(d);
    long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %ld host %ld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
