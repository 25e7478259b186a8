%:include <cstdio>
// Digraphs (`<:` `:>` `<%` `%>` `%:` `%:%:`) spell brackets, braces and the preprocessor's
// `#` and `##`; `<::` before a name is `<` then `::`.
%:define CAT(a, b) a %:%: b

template <class T> struct Box <% T v; %>;

__global__ void digraphs(int *out)
<%
    int a<:3:> = <%1, 2, 3%>;
    int CAT(to, tal) = a<:0:> + a<:2:>;
    Box<::size_t> box<%5%>;
    out<:0:> = total;
    out<:1:> = (int)box.v;
%>

int main()
<%
    int *d;
    cudaMallocManaged(&d, 2 * sizeof(int));
    digraphs<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d %d\n", d<:0:>, d<:1:>);
    cudaFree(d);
    return 0;
%>
