// FLAGS: -std=c++17
// libcu++'s <cuda/std/iterator> in device code: advance, distance, next and prev on a forward
// iterator of our own and on pointers, range access on arrays and containers, reverse_iterator.
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/iterator>

// libcu++'s iterator functions are __host__ __device__: the iterators' members must be too.
struct node {
  int value;
  node *next;
};
struct list_iter {
  typedef cuda::std::forward_iterator_tag iterator_category;
  typedef int value_type;
  typedef long difference_type;
  typedef int *pointer;
  typedef int &reference;
  node *at;
  __host__ __device__ int &operator*() const { return at->value; }
  __host__ __device__ list_iter &operator++() {
    at = at->next;
    return *this;
  }
  __host__ __device__ bool operator==(const list_iter &o) const { return at == o.at; }
  __host__ __device__ bool operator!=(const list_iter &o) const { return at != o.at; }
};
struct bag {
  int items[3];
  __host__ __device__ int *begin() { return items; }
  __host__ __device__ int *end() { return items + 3; }
  __host__ __device__ const int *begin() const { return items; }
  __host__ __device__ const int *end() const { return items + 3; }
  __host__ __device__ unsigned size() const { return 3; }
  __host__ __device__ bool empty() const { return false; }
  __host__ __device__ int *data() { return items; }
};

__global__ void k() {
  node nodes[5];
  for (int i = 0; i < 5; i++) nodes[i] = node{10 * i, i < 4 ? &nodes[i + 1] : nullptr};
  list_iter first{&nodes[0]}, last{nullptr};
  printf("list distance %ld\n", cuda::std::distance(first, last));
  list_iter it = first;
  cuda::std::advance(it, 3);
  printf("advance 3 -> %d, next 1 -> %d, next(first) -> %d\n", *it, *cuda::std::next(it), *cuda::std::next(first));
  int a[7] = {1, 2, 3, 4, 5, 6, 7};
  int *p = a;
  cuda::std::advance(p, 4);
  printf("ptr advance %d prev %d prev2 %d distance %d\n", *p, *cuda::std::prev(p), *cuda::std::prev(p, 2),
         (int)cuda::std::distance(p, a + 7));
  printf("array size %d ssize %d empty %d data %d end-begin %d\n", (int)cuda::std::size(a), (int)cuda::std::ssize(a),
         (int)cuda::std::empty(a), *cuda::std::data(a), (int)(cuda::std::end(a) - cuda::std::begin(a)));
  printf("reverse:");
  for (auto r = cuda::std::rbegin(a); r != cuda::std::rend(a); ++r) printf(" %d", *r);
  printf("\n");
  auto r = cuda::std::make_reverse_iterator(a + 7);
  printf("r[2] %d *(r+3) %d rend-rbegin %d base %d\n", r[2], *(r + 3), (int)(cuda::std::rend(a) - r), *(r + 1).base());
  r += 2;
  r--;
  printf("after += 2, --: %d less %d\n", *r, (int)(cuda::std::rbegin(a) < r));
  bag b{{5, 6, 7}};
  int s = 0;
  for (auto q = cuda::std::begin(b); q != cuda::std::end(b); ++q) s += *q;
  printf("bag sum %d size %d empty %d data %d cbegin %d\n", s, (int)cuda::std::size(b), (int)cuda::std::empty(b),
         *cuda::std::data(b), *cuda::std::cbegin(b));
  cuda::std::array<int, 4> arr{9, 8, 7, 6};
  printf("std array size %d begin %d distance %d\n", (int)cuda::std::size(arr), *cuda::std::begin(arr),
         (int)cuda::std::distance(arr.begin(), arr.end()));
  printf("tags %d %d\n",
         (int)cuda::std::is_same<cuda::std::iterator_traits<int *>::iterator_category,
                                 cuda::std::random_access_iterator_tag>::value,
         (int)cuda::std::is_base_of<cuda::std::forward_iterator_tag, cuda::std::bidirectional_iterator_tag>::value);
}

int main() {
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  int h[3] = {4, 5, 6};
  printf("host: %d %d\n", (int)cuda::std::distance(h, h + 3), *cuda::std::rbegin(h));
  return 0;
}
